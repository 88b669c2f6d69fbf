import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `placeholder` in the render that mounts it, then draws `children` as a transition React
 * splits into short tasks; from then on `children` update as usual. For a part that appears when a
 * query's answer arrives: that render is one long synchronous task (useSyncExternalStore, see
 * Sliced), so the part's first drawing is moved out of it. Unlike Sliced, later changes (a select,
 * a button's busy state) are not held back a frame (docs/decisions/0075).
 */
export function FirstDrawnInSlices({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [isDrawn, setDrawn] = useState(false);
  useEffect(() => {
    startTransition(() => setDrawn(true));
  }, []);
  return isDrawn ? children : placeholder;
}
