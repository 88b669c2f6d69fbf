import { MultiSelect } from '@mantine/core';
import type { CategorySelectProps } from './category-select';
import { CategoryPill } from './category-pill';

/** The categories' multi-select itself (Mantine's MultiSelect), loaded by CategorySelect on the shopper's first move toward it. */
export function CategoryMultiSelect({ options, value, onChange, focusOnMount = false }: CategorySelectProps & { focusOnMount?: boolean }) {
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
      // The preview had the focus: the list opens as it would have on focus.
      autoFocus={focusOnMount}
      renderPill={({ option, onRemove }) => (
        <CategoryPill
          index={value.indexOf(String(option.value))}
          label={option.label}
          chosen={value.length}
          onRemove={() => onRemove?.()}
        />
      )}
    />
  );
}
