import { Anchor, Group, Image, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheckFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Branding } from '../branding/compose-branding';
import classes from './brand-logo.module.css';

export interface BrandLogoProps {
  branding: Branding;
  isPending: boolean;
  /** Where home is for this session (home navigation rule). */
  homeHref: string;
  /** Logo height in pixels. */
  height?: number;
}

/** The brand's logo image, or a wordmark when it has none; links home or to the rep's image link. */
export function BrandLogo({ branding, isPending, homeHref, height = 40 }: BrandLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (isPending) return <Skeleton height={height} width={height * 4} radius="sm" aria-label="Loading logo" />;

  const hasImage = branding.logoUrl !== null && failedUrl !== branding.logoUrl;
  const label = branding.logoLink ? `${branding.name}` : `${branding.name} home`;
  const content = hasImage ? (
    <Image
      src={branding.logoUrl}
      alt={branding.name}
      h={height}
      w="auto"
      fit="contain"
      className={classes.image}
      onError={() => setFailedUrl(branding.logoUrl)}
    />
  ) : (
    <Group gap={10} wrap="nowrap" className={classes.wordmark}>
      <ThemeIcon size={height} radius="md" aria-hidden>
        <IconShieldCheckFilled size={height * 0.6} />
      </ThemeIcon>
      <Text component="span" fw={800} fz={{ base: 16, xs: height * 0.5 }} lh={1.1} className={classes.name}>
        {branding.name}
      </Text>
    </Group>
  );

  if (branding.logoLink) {
    return (
      <Anchor href={branding.logoLink} aria-label={label} underline="never" className={classes.link}>
        {content}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={homeHref} aria-label={label} underline="never" className={classes.link}>
      {content}
    </Anchor>
  );
}
