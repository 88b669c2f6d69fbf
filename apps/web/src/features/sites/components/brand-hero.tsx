import { Badge, Box, Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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

function eyebrowFor(branding: Branding, isPending: boolean): string {
  switch (branding.source.kind) {
    case 'agent':
      return isPending ? 'Your benefits advisor' : `Your benefits advisor: ${branding.name}`;
    case 'group':
      // The header already names the group: the hero says what the site is for, not the name a third time.
      return 'Benefits for employees and their families';
    case 'default':
      return 'Insurance and lifestyle benefits';
  }
}

/**
 * The landing page's hero, compact so the plan finder's first step and its Next fit the first
 * screen at desktop and phone sizes (docs/decisions/0040): the brand's banner artwork is the
 * hero's background (the header carries the name and logo), the headline and, beside it on wide
 * screens or right under it on phones, the plan finder; tagline, selling points and contact follow.
 * Without a banner the hero carries the store's own artwork.
 */
export function BrandHero({ branding, isPending, aside }: BrandHeroProps) {
  const [failedBanner, setFailedBanner] = useState<string | null>(null);
  const banner = branding.bannerImage && failedBanner !== branding.bannerImage ? branding.bannerImage : null;
  return (
    <Box component="section" aria-labelledby="hero-title" className={classes.hero} data-banner={banner ? 'image' : 'none'}>
      {banner ? (
        <picture className={classes.artwork} aria-hidden>
          {branding.bannerImageMobile ? <source media="(max-width: 48em)" srcSet={branding.bannerImageMobile} /> : null}
          <img src={banner} alt="" className={classes.artworkImage} onError={() => setFailedBanner(banner)} />
        </picture>
      ) : null}
      <div className={classes.decor} aria-hidden />
      <Container size="lg" className={classes.inner}>
        {/* The headline does not wait for the brand's calls: it is the page's largest text, painted with the first render. */}
        <Stack gap="md" className={classes.head}>
          <Badge variant="white" color="brand" size="lg" radius="xl" className={classes.eyebrow}>
            {eyebrowFor(branding, isPending)}
          </Badge>
          <Title order={1} id="hero-title" className={classes.title}>
            Find the right coverage for you and your family
          </Title>
        </Stack>
        {isPending ? null : (
          <Stack gap="lg" className={classes.rest}>
            <Text className={classes.tagline}>{branding.tagline}</Text>
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
              <Button component="a" href={`mailto:${branding.email}`} size="md" variant="white" color="brand">
                E-mail us
              </Button>
            </Group>
          </Stack>
        )}
        {aside ? <div className={classes.aside}>{aside}</div> : null}
      </Container>
    </Box>
  );
}
