import { VisuallyHidden } from '@mantine/core';
import { useId, type MouseEvent, type ReactElement } from 'react';
import { LazyTooltip } from '@/components/ui/lazy-tooltip';

export type BlockedProps = {
  'data-disabled'?: true;
  'aria-disabled'?: true;
  'aria-describedby'?: string;
  onClick?: (event: MouseEvent) => void;
};

/**
 * A control that cannot be used right now and says why: greyed but still focusable, so its tooltip
 * shows on hover and on keyboard focus, and screen readers read the reason as its description
 * (Mantine's pattern for a tooltip on a disabled button). Spread the props after the control's own
 * `onClick`, so a click does nothing while a reason is given.
 */
export function BlockedReason({ reason, children }: { reason: string | undefined; children: (blocked: BlockedProps) => ReactElement }) {
  const id = useId();
  if (!reason) return children({});
  return (
    <>
      <LazyTooltip label={reason}>
        {children({ 'data-disabled': true, 'aria-disabled': true, 'aria-describedby': id, onClick: (event) => event.preventDefault() })}
      </LazyTooltip>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    </>
  );
}
