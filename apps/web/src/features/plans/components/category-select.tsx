import { ComboboxChevron, Input, Pill, PillsInput } from '@mantine/core';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { CategoryMultiSelect } from './category-multi-select';
import { CategoryPill } from './category-pill';

export interface CategorySelectProps {
  options: { key: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * The plan categories to show (spec 000 §2 Plans: a multi-select); none chosen shows them all.
 * Drawn first as it looks closed (label, chips, placeholder, chevron or clear), without the
 * multi-select's code (its list, Mantine's Combobox and floating-ui: about 48 KB, and five points
 * of the plans page's Lighthouse score; ADR 0073), which comes on the shopper's first move toward it
 * (pointer over it, a touch, focus). Until then its chips' remove buttons, clear and Backspace work
 * as the multi-select's do.
 */
export function CategorySelect(props: CategorySelectProps) {
  const [Loaded, setLoaded] = useState<{ Select: typeof CategoryMultiSelect; focus: boolean } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const pressing = useRef(false);
  const swap = (Select: typeof CategoryMultiSelect) => {
    // Never under a press (a chip's remove, the clear button): its click would reach neither (ADR 0070).
    if (pressing.current) {
      window.addEventListener('pointerup', () => setTimeout(() => swap(Select), 0), { once: true });
      pressing.current = false;
      return;
    }
    setLoaded({ Select, focus: field.current !== null && field.current === document.activeElement });
  };
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./category-multi-select').then(
      ({ CategoryMultiSelect }) => swap(CategoryMultiSelect),
      () => {
        loading.current = false;
      },
    );
  };
  if (Loaded) return <Loaded.Select {...props} focusOnMount={Loaded.focus} />;
  return (
    <CategorySelectPreview
      {...props}
      fieldRef={field}
      onFirstMove={load}
      onPressStart={() => {
        pressing.current = true;
        window.addEventListener('pointerup', () => (pressing.current = false), { once: true });
        load();
      }}
    />
  );
}

function CategorySelectPreview({
  options,
  value,
  onChange,
  fieldRef,
  onFirstMove,
  onPressStart,
}: CategorySelectProps & { fieldRef: RefObject<HTMLInputElement | null>; onFirstMove: () => void; onPressStart: () => void }) {
  const labelOf = (key: string) => options.find((option) => option.key === key)?.label ?? key;
  const remove = (key: string) => onChange(value.filter((chosen) => chosen !== key));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && event.currentTarget.value === '' && value.length > 0) remove(value[value.length - 1]!);
  };
  return (
    <PillsInput
      label="Plan categories"
      maw={720}
      onPointerEnter={onFirstMove}
      onPointerDown={onPressStart}
      onFocus={onFirstMove}
      // As the multi-select draws its right side: the chevron, and a clear button while something is chosen.
      __defaultRightSection={<ComboboxChevron />}
      __clearSection={<Input.ClearButton tabIndex={-1} aria-hidden onClick={() => onChange([])} />}
      __clearable={value.length > 0}
      rightSectionPointerEvents="none"
      data-slot="category-select-preview"
    >
      <Pill.Group>
        {value.map((key, index) => (
          <CategoryPill key={key} index={index} label={labelOf(key)} chosen={value.length} onRemove={() => remove(key)} />
        ))}
        <PillsInput.Field
          ref={fieldRef}
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          placeholder={value.length === 0 ? 'All categories' : 'Add a category'}
          data-testid="category-select"
          onKeyDown={onKeyDown}
        />
      </Pill.Group>
    </PillsInput>
  );
}
