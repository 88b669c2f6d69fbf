import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/** 'About Acme Manufacturing' from a name that may already start with 'About'. */
export function aboutTitle(name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed) return 'About';
  return /^about\b/i.test(trimmed) ? trimmed : `About ${trimmed}`;
}

/** The About modal's one title (the rep's or group's name) with its close button, over the text. */
export function AboutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Modal.Header>
        <Modal.Title fw={700} fz="lg" c="brand.9">
          {title}
        </Modal.Title>
        <Modal.CloseButton aria-label="Close" />
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </>
  );
}
