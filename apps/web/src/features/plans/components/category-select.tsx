import { MultiSelect, Pill } from '@mantine/core';

export interface CategorySelectProps {
  options: { key: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** Chosen categories shown as chips; the rest are counted, so 13 chips never fill a phone's first screen. */
export const SHOWN_CHIPS = 3;

/** The plan categories to show; none chosen shows them all. */
export function CategorySelect({ options, value, onChange }: CategorySelectProps) {
  const hidden = value.length - SHOWN_CHIPS;
  return (
    <MultiSelect
      label="Plan categories"
      placeholder={value.length === 0 ? 'All categories' : 'Add a category'}
      data={options.map((option) => ({ value: option.key, label: option.label }))}
      value={value}
      onChange={onChange}
      clearable
      searchable
      nothingFoundMessage="No such category"
      maw={720}
      comboboxProps={{ withinPortal: true }}
      data-testid="category-select"
      renderPill={({ option, onRemove }) => {
        const index = value.indexOf(String(option.value));
        if (index < SHOWN_CHIPS) {
          return (
            <Pill withRemoveButton onRemove={onRemove} removeButtonProps={{ 'aria-label': `Remove ${option.label}` }}>
              {option.label}
            </Pill>
          );
        }
        // One counter in place of the rest; they stay chosen and are ticked in the list.
        return index === SHOWN_CHIPS ? <Pill>{`+${hidden} more`}</Pill> : null;
      }}
    />
  );
}
