import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy } from 'react';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import type { BrandingSource } from '../branding/compose-branding';

const AboutModal = lazy(async () => ({ default: (await import('./about-modal')).AboutModal }));

export interface AboutButtonProps {
  source: BrandingSource;
  variant?: 'header' | 'drawer';
}

/** 'About' opens the rep's or group's display name and bio (the modal loads on first click). */
export function AboutButton({ source, variant = 'header' }: AboutButtonProps) {
  const [isOpen, { open, close }] = useDisclosure(false);
  if (source.kind === 'default') return null;
  const isHeader = variant === 'header';
  return (
    <>
      <Button
        variant={isHeader ? 'subtle' : 'light'}
        color={isHeader ? 'gray' : 'brand'}
        c={isHeader ? 'white' : undefined}
        size={isHeader ? 'compact-sm' : 'md'}
        fullWidth={!isHeader}
        justify={isHeader ? undefined : 'flex-start'}
        onClick={open}
      >
        About
      </Button>
      <MountOnceOpened opened={isOpen}>
        <AboutModal source={source} opened={isOpen} onClose={close} />
      </MountOnceOpened>
    </>
  );
}
