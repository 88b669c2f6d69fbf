import { Pill } from '@mantine/core';

/** Chosen categories shown as chips; the rest are counted, so 13 chips never fill a phone's first screen. */
const SHOWN_CHIPS = 3;

/**
 * The chip of the chosen category at `index`: its name with a remove button among the first
 * SHOWN_CHIPS, one '+n more' counter in place of the rest (they stay chosen, ticked in the list).
 */
export function CategoryPill({ index, label, chosen, onRemove }: { index: number; label: string; chosen: number; onRemove: () => void }) {
  if (index < SHOWN_CHIPS) {
    return (
      <Pill withRemoveButton onRemove={onRemove} removeButtonProps={{ 'aria-label': `Remove ${label}` }}>
        {label}
      </Pill>
    );
  }
  return index === SHOWN_CHIPS ? <Pill>{`+${chosen - SHOWN_CHIPS} more`}</Pill> : null;
}
