import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws a change of `children` as a transition React can split into short tasks, a frame after
 * the change. Query answers reach components through useSyncExternalStore, whose renders React
 * never splits: a list drawn when its answer arrives is one long task (docs/decisions/0060). Around
 * the part of a page its answers fill, the answer's own render stays small (this component returns
 * what it showed before, so React skips the part), and the part is drawn next, in slices.
 */
export function Sliced({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(children);
  useEffect(() => {
    startTransition(() => setShown(children));
  }, [children]);
  return shown;
}
