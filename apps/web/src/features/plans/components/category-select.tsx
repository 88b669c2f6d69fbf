import { MultiSelect } from '@mantine/core';

export interface CategorySelectProps {
  options: { key: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** The plan categories to show; none chosen shows them all. */
export function CategorySelect({ options, value, onChange }: CategorySelectProps) {
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
    />
  );
}
