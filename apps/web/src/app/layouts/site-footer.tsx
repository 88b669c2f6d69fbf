import { Anchor, Box, Button, Container, Group, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, IconExternalLink, IconHeadset, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FOOTER_LINKS, resolveLink, type ExternalLink } from '@/config/external-links';
import { paths } from '@/config/paths';
import { AccessCodeButton, EmployeeEnrollButton } from '@/features/entry/components/code-buttons';
import { useFooterPlan } from '@/features/sites/api/get-footer-plan';
import { useTicketLink } from '@/features/sites/api/get-ticket-link';
import { useBranding } from '@/features/sites/branding/use-branding';
import { BrandLogo } from '@/features/sites/components/brand-logo';
import { isAppleDevice } from '@/lib/device';
import { formatPhone, phoneHref } from '@/lib/format';
import { storage } from '@/lib/storage';
import classes from './site-footer.module.css';
import { useHomeHref } from './use-home-href';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={10} component="nav" aria-label={title}>
      <Text component="h2" className={classes.columnTitle}>
        {title}
      </Text>
      <ul className={classes.links}>{children}</ul>
    </Stack>
  );
}

/** A companion link from the site's settings; not shown when the site has not configured it. */
function FooterLink({ target, settings }: { target: ExternalLink; settings: ReadonlyMap<string, string> }) {
  const href = resolveLink(target, settings);
  if (!href) return null;
  return (
    <li>
      <Anchor href={href} className={classes.link}>
        {target.label}
      </Anchor>
    </li>
  );
}

interface StoreLinkProps {
  href: string;
  label: string;
  /** The site's own store badge image (app_icon_ios / app_icon_android), else the built-in badge. */
  badgeImage: string | undefined;
  testId: string;
  children: ReactNode;
}

function StoreLink({ href, label, badgeImage, testId, children }: StoreLinkProps) {
  if (badgeImage) {
    return (
      <Anchor href={href} className={classes.storeImageLink} data-testid={testId}>
        <Image src={badgeImage} alt={label} h={44} w="auto" />
      </Anchor>
    );
  }
  return (
    <Anchor href={href} className={classes.storeBadge} aria-label={label} data-testid={testId}>
      {children}
    </Anchor>
  );
}

/** 'Not my site' forgets the session and starts over at the root. */
function NotMySiteButton() {
  return (
    <UnstyledButton
      className={classes.link}
      onClick={() => {
        storage.clear();
        window.location.assign(paths.home);
      }}
    >
      Not my site
    </UnstyledButton>
  );
}

/** Footer (spec 000 §2): call banner, link columns, app links, support link, copyright. */
export function SiteFooter() {
  const { branding, settings, isPending } = useBranding();
  const homeHref = useHomeHref();
  const footerPlan = useFooterPlan();
  const ticketLink = useTicketLink();
  const isApple = isAppleDevice(navigator.userAgent);
  const footerIcon = settings.get('footer_icon');
  // App-store badges only for apps the site configured; the Android one is hidden on Apple devices (spec 000 §2).
  const appStoreUrl = settings.get('app_store_url')?.trim();
  const playStoreUrl = isApple ? undefined : settings.get('play_store_url')?.trim();
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Box component="section" aria-label="Call us" className={classes.callBanner}>
        <Container size="lg">
          <Group justify="space-between" gap="lg" py={28}>
            <Group gap="md" wrap="nowrap">
              <div className={classes.callIcon} aria-hidden>
                <IconHeadset size={28} stroke={1.7} />
              </div>
              <div>
                <Title order={2} className={classes.callTitle}>
                  Questions? Call{' '}
                  <Anchor href={phoneHref(branding.phone)} inherit c="inherit" underline="hover" className={classes.phone}>
                    {formatPhone(branding.phone)}
                  </Anchor>
                </Title>
                <Text className={classes.callText}>Our benefit specialists help you choose and enroll.</Text>
              </div>
            </Group>
            {footerPlan.data ? (
              <Button
                component="a"
                href={paths.plan(footerPlan.data.plan_id, footerPlan.data.plan_name)}
                target="_blank"
                rel="noopener"
                variant="white"
                color="brand"
                size="md"
                rightSection={<IconExternalLink size={16} aria-hidden />}
              >
                Click here to Learn more
              </Button>
            ) : null}
          </Group>
        </Container>
      </Box>

      <div className={classes.main}>
        <Container size="lg">
          <div className={classes.columns}>
            <Stack gap="md" className={classes.brandColumn}>
              <div className={classes.logoPlate}>
                <BrandLogo branding={branding} isPending={isPending} homeHref={homeHref} height={36} />
              </div>
              <Stack gap={6}>
                <Anchor href={phoneHref(branding.phone)} className={classes.contact}>
                  <IconPhone size={16} aria-hidden /> {formatPhone(branding.phone)}
                </Anchor>
                <Anchor href={`mailto:${branding.email}`} className={classes.contact}>
                  <IconMail size={16} aria-hidden /> {branding.email}
                </Anchor>
              </Stack>
              {appStoreUrl || playStoreUrl ? (
                <Group gap="xs" className={classes.apps}>
                  {appStoreUrl ? (
                    <StoreLink
                      href={appStoreUrl}
                      label="Download on the App Store"
                      badgeImage={settings.get('app_icon_ios')}
                      testId="app-store-link"
                    >
                      <IconBrandApple size={22} aria-hidden />
                      <span>
                        <small>Download on the</small>App Store
                      </span>
                    </StoreLink>
                  ) : null}
                  {playStoreUrl ? (
                    <StoreLink
                      href={playStoreUrl}
                      label="Get it on Google Play"
                      badgeImage={settings.get('app_icon_android')}
                      testId="play-store-link"
                    >
                      <IconBrandGooglePlay size={22} aria-hidden />
                      <span>
                        <small>Get it on</small>Google Play
                      </span>
                    </StoreLink>
                  ) : null}
                </Group>
              ) : null}
            </Stack>

            <FooterColumn title="Brokers / Reps">
              <FooterLink target={FOOTER_LINKS.repRegistration} settings={settings} />
              <FooterLink target={FOOTER_LINKS.repDashboard} settings={settings} />
              <li>
                <AccessCodeButton className={classes.link} />
              </li>
              <li>
                <NotMySiteButton />
              </li>
            </FooterColumn>

            <FooterColumn title="Employees / Members">
              <li>
                <EmployeeEnrollButton className={classes.link} />
              </li>
              <FooterLink target={FOOTER_LINKS.memberLogin} settings={settings} />
              <FooterLink target={FOOTER_LINKS.memberDashboard} settings={settings} />
              <FooterLink target={FOOTER_LINKS.howToEnrollVideo} settings={settings} />
            </FooterColumn>

            <FooterColumn title="Employers / Groups">
              <FooterLink target={FOOTER_LINKS.groupApplication} settings={settings} />
              <FooterLink target={FOOTER_LINKS.groupLogin} settings={settings} />
              <FooterLink target={FOOTER_LINKS.groupHowToVideo} settings={settings} />
            </FooterColumn>
          </div>
        </Container>
      </div>

      <div className={classes.bottom}>
        <Container size="lg">
          <Group justify="space-between" py="md" gap="sm">
            <Group gap={8} wrap="nowrap">
              {footerIcon ? <Image src={footerIcon} alt="" w={24} h={24} /> : null}
              <Text fz="sm" className={classes.copyright}>
                © {year} Benefit Store
              </Text>
            </Group>
            {ticketLink.data ? (
              <Anchor href={ticketLink.data.link} target="_blank" rel="noopener" fz="sm" className={classes.bottomLink}>
                Submit a support request
              </Anchor>
            ) : null}
          </Group>
        </Container>
      </div>
    </footer>
  );
}
