import { Anchor, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import { CartButton } from '@/features/cart/components/cart-button';
import { useMenuCategories } from '@/features/catalog/api/use-menu-categories';
import { CategoryMenu } from '@/features/catalog/components/category-menu';
import { useBranding } from '@/features/sites/branding/use-branding';
import { AboutButton } from '@/features/sites/components/about-button';
import { AppLauncher } from '@/features/sites/components/app-launcher';
import { BrandLogo } from '@/features/sites/components/brand-logo';
import { useHostContext } from '@/features/sites/use-host-context';
import { formatPhone, phoneHref } from '@/lib/format';
import classes from './site-header.module.css';
import { HeaderRecommendedProducts } from './header-recommended-products';
import { useHomeHref } from './use-home-href';

const SiteHeaderDrawer = lazy(async () => ({ default: (await import('./site-header-drawer')).SiteHeaderDrawer }));

export interface SiteHeaderProps {
  /** The help widget's launcher, at the end of the contact bar (it never floats over the page). */
  help?: ReactNode;
}

/** Header (spec 000 §2): contact bar with help, logo, cart, category menu; a drawer on phones. */
export function SiteHeader({ help }: SiteHeaderProps) {
  const { branding, settings, isPending } = useBranding();
  const { hostKind, isLifestyleHost } = useHostContext();
  const homeHref = useHomeHref();
  const menu = useMenuCategories({ isDomainSite: hostKind === 'domain-site' });
  const categories = menu.data ?? [];
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const hasAppLauncher = !isLifestyleHost;

  return (
    <header className={classes.header}>
      <div className={classes.topbar}>
        <Container size="lg">
          <Group justify="space-between" h={40} wrap="nowrap">
            <Group gap="lg" wrap="nowrap" className={classes.contact}>
              <Anchor href={phoneHref(branding.phone)} className={classes.topLink} aria-label={`Call ${formatPhone(branding.phone)}`}>
                <IconPhone size={15} aria-hidden />
                <span>{formatPhone(branding.phone)}</span>
              </Anchor>
              <Anchor href={`mailto:${branding.email}`} className={classes.topLink} visibleFrom="sm">
                <IconMail size={15} aria-hidden />
                <span>{branding.email}</span>
              </Anchor>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Group gap={4} wrap="nowrap" visibleFrom="md">
                {branding.hasAbout ? <AboutButton source={branding.source} /> : null}
                {hasAppLauncher ? <AppLauncher settings={settings} /> : null}
              </Group>
              {help}
            </Group>
          </Group>
        </Container>
      </div>

      <div className={classes.main}>
        <Container size="lg">
          <Group justify="space-between" h={72} wrap="nowrap" gap="md">
            <Group gap="sm" wrap="nowrap" className={classes.brand}>
              <Burger
                opened={isDrawerOpen}
                onClick={drawer.toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={isDrawerOpen ? 'Close menu' : 'Open menu'}
              />
              <BrandLogo branding={branding} isPending={isPending} homeHref={homeHref} height={40} />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <HeaderRecommendedProducts />
              <CartButton />
            </Group>
          </Group>
        </Container>
      </div>

      <div className={classes.nav}>
        <Container size="lg">
          <CategoryMenu categories={categories} isPending={menu.isPending && menu.fetchStatus !== 'idle'} />
        </Container>
      </div>

      <MountOnceOpened opened={isDrawerOpen}>
        <SiteHeaderDrawer
          opened={isDrawerOpen}
          onClose={drawer.close}
          branding={branding}
          settings={settings}
          categories={categories}
          hasAppLauncher={hasAppLauncher}
        />
      </MountOnceOpened>
    </header>
  );
}
