import { Modal, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BrandingSource } from '../branding/compose-branding';
import { AboutFrame } from './about-frame';

const AboutContent = lazy(async () => ({ default: (await import('./about-content')).AboutContent }));

export interface AboutModalProps {
  source: Exclude<BrandingSource, { kind: 'default' }>;
  opened: boolean;
  onClose: () => void;
}

/** The rep's or group's display name and bio (server HTML, sanitised) in a modal. */
export function AboutModal({ source, opened, onClose }: AboutModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Suspense
          fallback={
            <AboutFrame title="About">
              <Skeleton height={80} />
            </AboutFrame>
          }
        >
          {opened ? <AboutContent source={source} /> : null}
        </Suspense>
      </Modal.Content>
    </Modal.Root>
  );
}
