import { Anchor, Divider, Drawer, Stack, Text } from '@mantine/core';
import type { PlanCategory } from '@benefit-store/domain';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { CategoryMenu } from '@/features/catalog/components/category-menu';
import type { Branding } from '@/features/sites/branding/compose-branding';
import { AboutButton } from '@/features/sites/components/about-button';
import { AppLauncherList } from '@/features/sites/components/app-launcher';
import type { SiteSettingsMap } from '@/lib/calls/get-site-settings';
import { formatPhone, phoneHref } from '@/lib/format';
import classes from './site-header.module.css';

export interface SiteHeaderDrawerProps {
  opened: boolean;
  onClose: () => void;
  branding: Branding;
  settings: SiteSettingsMap;
  categories: PlanCategory[];
  hasAppLauncher: boolean;
}

/** The phone menu: categories, contact, About and the applications (loaded on the first tap of the burger). */
export function SiteHeaderDrawer({ opened, onClose, branding, settings, categories, hasAppLauncher }: SiteHeaderDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{branding.name}</Text>}
      size="xs"
      padding="md"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="lg">
        <CategoryMenu categories={categories} isPending={false} orientation="vertical" onNavigate={onClose} />
        <Divider />
        <Stack gap={8}>
          <Anchor href={phoneHref(branding.phone)} className={classes.drawerLink}>
            <IconPhone size={16} aria-hidden /> {formatPhone(branding.phone)}
          </Anchor>
          <Anchor href={`mailto:${branding.email}`} className={classes.drawerLink}>
            <IconMail size={16} aria-hidden /> {branding.email}
          </Anchor>
        </Stack>
        {branding.hasAbout ? <AboutButton source={branding.source} variant="drawer" /> : null}
        {hasAppLauncher ? (
          <>
            <Divider />
            <AppLauncherList settings={settings} />
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
