import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a deferred part is drawn: far enough that it is ready before it is scrolled to. */
const AHEAD_PX = 400;
const ABOVE_PX = 1_000_000;

/**
 * Draws `children` once their place comes within `AHEAD_PX` of the screen: parts below the fold
 * (the landing's plan strips) load their code and render after the first screen instead of with
 * it (docs/decisions/0060). Their data can be fetched before; only the drawing waits, and it is a
 * transition React splits into short tasks (an observer's update would otherwise be drawn in one).
 * Without IntersectionObserver they are drawn at once.
 */
export function WhenNearScreen({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = marker.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && startTransition(() => setNear(true)),
      {
        // Above the screen counts as near too: a visitor who jumped past the place (End, a link) still gets it drawn.
        rootMargin: `${ABOVE_PX}px 0px ${AHEAD_PX}px 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return isNear ? children : <div ref={marker} data-slot="when-near-screen" />;
}
