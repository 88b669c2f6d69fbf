import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import classes from './global-loading-bar.module.css';

/** Pending requests before the bar shows, so instant answers do not flicker it. */
const SHOW_DELAY_MS = 150;

/** A thin bar at the top of the page while any request is pending (spec 000 §7, spec 001 §2). */
export function GlobalLoadingBar() {
  const pending = useIsFetching() + useIsMutating();
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    if (pending === 0) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return (
    <div
      className={classes.track}
      data-visible={isVisible || undefined}
      role="progressbar"
      aria-label="Loading"
      aria-hidden={!isVisible}
      aria-busy={pending > 0}
      data-pending={pending}
    >
      <div className={classes.bar} />
    </div>
  );
}
