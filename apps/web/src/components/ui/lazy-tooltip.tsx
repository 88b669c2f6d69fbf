import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

const Tooltip = lazy(async () => ({ default: (await import('./mantine-tooltip')).Tooltip }));

/**
 * Mantine's Tooltip (with an arrow) whose code, floating-ui's positioning among it (16 KB gzip),
 * loads when a tooltip is first drawn: the control is drawn alone until then, so a page whose
 * controls need no tooltip yet (a wizard step's Next) does not fetch it (docs/decisions/0072).
 * Render it only when there is something to say; a tooltip that is off is no tooltip.
 */
export function LazyTooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip label={label} withArrow>
        {children}
      </Tooltip>
    </Suspense>
  );
}
