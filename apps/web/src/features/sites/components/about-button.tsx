import { Button, Modal, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import type { BrandingSource } from '../branding/compose-branding';
import { AboutFrame } from './about-frame';

const AboutContent = lazy(async () => ({ default: (await import('./about-content')).AboutContent }));

export interface AboutButtonProps {
  source: BrandingSource;
  variant?: 'header' | 'drawer';
}

/** 'About' opens the rep's or group's display name and bio (server HTML, sanitised). */
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
      <Modal.Root opened={isOpen} onClose={close} size="lg">
        <Modal.Overlay />
        <Modal.Content>
          <Suspense
            fallback={
              <AboutFrame title="About">
                <Skeleton height={80} />
              </AboutFrame>
            }
          >
            {isOpen ? <AboutContent source={source} /> : null}
          </Suspense>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
