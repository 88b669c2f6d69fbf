import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategorySelect } from './category-select';

const OPTIONS = [
  { key: 'dental', label: 'Dental' },
  { key: 'vision', label: 'Vision' },
  { key: 'medical', label: 'Medical' },
  { key: 'accident', label: 'Accident' },
  { key: 'pet', label: 'Pet' },
];

function Harness({ initial, onChange }: { initial: string[]; onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CategorySelect
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const renderSelect = (initial: string[], onChange?: (value: string[]) => void) =>
  render(
    <MantineProvider env="test">
      <Harness initial={initial} onChange={onChange} />
    </MantineProvider>,
  );

const previewDrawn = () => document.querySelector('[data-slot="category-select-preview"]') !== null;
const field = () => screen.getByRole('combobox', { name: 'Plan categories' });

describe('CategorySelect', () => {
  it("draws the chosen categories, three by name and the rest counted, without the multi-select's code", async () => {
    renderSelect(['dental', 'vision', 'medical', 'accident', 'pet']);
    expect(previewDrawn()).toBe(true);
    for (const name of ['Dental', 'Vision', 'Medical']) expect(screen.getByLabelText(`Remove ${name}`)).toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
    expect(field()).toHaveAttribute('placeholder', 'Add a category');
    // Once the multi-select's code has loaded, a load started on mount would have swapped it in.
    await act(async () => {
      await import('./category-multi-select');
    });
    expect(previewDrawn()).toBe(true);
  });

  it('removes a chip, and the last one with Backspace, before the multi-select is there', () => {
    const onChange = vi.fn();
    renderSelect(['dental', 'vision'], onChange);
    fireEvent.click(screen.getByLabelText('Remove Dental'));
    expect(onChange).toHaveBeenLastCalledWith(['vision']);
    fireEvent.keyDown(field(), { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(field()).toHaveAttribute('placeholder', 'All categories');
  });

  it('becomes the multi-select on focus, keeping the focus and the chosen categories', async () => {
    renderSelect(['dental', 'vision']);
    act(() => field().focus());
    await vi.waitFor(() => expect(previewDrawn()).toBe(false));
    expect(field()).toHaveFocus();
    expect(screen.getByLabelText('Remove Dental')).toBeInTheDocument();
    expect(screen.getByLabelText('Remove Vision')).toBeInTheDocument();
  });
});
