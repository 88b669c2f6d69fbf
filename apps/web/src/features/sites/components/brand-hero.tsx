import { Badge, Box, Button, Container, Group, List, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconPhone } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatPhone, phoneHref } from '@/lib/format';
import type { Branding } from '../branding/compose-branding';
import classes from './brand-hero.module.css';

export interface BrandHeroProps {
  branding: Branding;
  isPending: boolean;
  /** The region beside the headline (the plan finder's place). */
  aside?: ReactNode;
}

function eyebrowFor(branding: Branding): string {
  switch (branding.source.kind) {
    case 'agent':
      return `Your benefits advisor: ${branding.name}`;
    case 'group':
      return `${branding.name}`;
    case 'default':
      return 'Insurance and lifestyle benefits';
  }
}

/** The brand's banner artwork with the brand's name laid over it (the artwork carries no text). */
function BannerBand({ branding }: { branding: Branding }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!branding.bannerImage || failed === branding.bannerImage) return null;
  return (
    <div className={classes.bannerBand}>
      <picture>
        {branding.bannerImageMobile ? <source media="(max-width: 48em)" srcSet={branding.bannerImageMobile} /> : null}
        <img src={branding.bannerImage} alt="" className={classes.banner} onError={() => setFailed(branding.bannerImage)} />
      </picture>
      <Container size="lg" className={classes.bannerOverlay}>
        <p className={classes.bannerName}>{branding.name}</p>
      </Container>
    </div>
  );
}

/**
 * The landing page's hero: the brand's banner (when it has one), then the headline, tagline,
 * contact and, beside them, the region for the plan finder. Without a banner the hero carries
 * the store's own artwork.
 */
export function BrandHero({ branding, isPending, aside }: BrandHeroProps) {
  const variant = branding.bannerImage ? 'light' : 'dark';
  const isDark = variant === 'dark';
  return (
    <>
      {isPending ? <Skeleton height={260} radius={0} /> : <BannerBand branding={branding} />}
      <Box component="section" aria-labelledby="hero-title" className={classes.hero} data-variant={variant}>
        <div className={classes.decor} aria-hidden />
        <Container size="lg" className={classes.inner}>
          {isPending ? (
            <Stack gap="md" aria-label="Loading" className={classes.head}>
              <Skeleton height={22} width={220} radius="xl" />
              <Skeleton height={48} width="90%" />
              <Skeleton height={18} width="75%" />
            </Stack>
          ) : (
            <>
              <Stack gap="lg" className={classes.head}>
                <Badge variant={isDark ? 'white' : 'light'} color="brand" size="lg" radius="xl" className={classes.eyebrow}>
                  {eyebrowFor(branding)}
                </Badge>
                <Title order={1} id="hero-title" className={classes.title}>
                  Find the right coverage for you and your family
                </Title>
                <Text className={classes.tagline}>{branding.tagline}</Text>
              </Stack>
              <Stack gap="lg" className={classes.rest}>
                <List
                  spacing={8}
                  className={classes.points}
                  icon={
                    <ThemeIcon size={22} radius="xl" color="accent" aria-hidden>
                      <IconCircleCheckFilled size={16} />
                    </ThemeIcon>
                  }
                >
                  <List.Item>Compare dental, vision, medical, life and more in one place</List.Item>
                  <List.Item>See your monthly price before you enroll</List.Item>
                  <List.Item>Enroll online in minutes, securely</List.Item>
                </List>
                <Group gap="sm">
                  <Button
                    component="a"
                    href={phoneHref(branding.phone)}
                    size="md"
                    color="accent"
                    leftSection={<IconPhone size={18} aria-hidden />}
                  >
                    Call {formatPhone(branding.phone)}
                  </Button>
                  <Button component="a" href={`mailto:${branding.email}`} size="md" variant={isDark ? 'white' : 'outline'} color="brand">
                    E-mail us
                  </Button>
                </Group>
              </Stack>
            </>
          )}
          {aside ? <div className={classes.aside}>{aside}</div> : null}
        </Container>
      </Box>
    </>
  );
}
