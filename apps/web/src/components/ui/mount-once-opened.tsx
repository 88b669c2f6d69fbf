import { Suspense, useState, type ReactNode } from 'react';

export interface MountOnceOpenedProps {
  opened: boolean;
  /** The overlay, typically a `lazy` component. */
  children: ReactNode;
  /** What stands in its place until it has opened and loaded (an overlay that holds its own trigger shows the plain trigger). */
  placeholder?: ReactNode;
}

/**
 * Mounts an overlay (modal, drawer, popover, menu) from its first opening on and keeps it mounted,
 * so it still closes with its animation. With the overlay's module loaded through `lazy`, its code
 * and Mantine's overlay machinery stay off the landing page's first load (docs/decisions/0059).
 */
export function MountOnceOpened({ opened, children, placeholder = null }: MountOnceOpenedProps) {
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);
  return hasOpened ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
