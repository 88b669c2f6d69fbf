import { Radio, SimpleGrid, type StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './choice-cards.module.css';

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  description?: ReactNode;
}

export interface ChoiceCardsProps<V extends string> {
  label: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: ReactNode;
  cols?: StyleProp<number>;
  /** Marks the group required for assistive technology (with the asterisk). */
  isRequired?: boolean;
}

/** One choice among a few, as large selectable cards (a radio group underneath). */
export function ChoiceCards<V extends string>({
  label,
  options,
  value,
  onChange,
  error,
  cols = { base: 1, sm: 2 },
  isRequired,
}: ChoiceCardsProps<V>) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => onChange(next)}
      error={error}
      withAsterisk={isRequired}
      labelProps={{ mb: 8, fz: 'md', fw: 600 }}
    >
      <SimpleGrid cols={cols} spacing="sm" verticalSpacing="sm" mt={4}>
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} radius="md" className={classes.card} data-invalid={error ? true : undefined}>
            <Radio.Indicator className={classes.indicator} />
            <div>
              <div className={classes.label}>{option.label}</div>
              {option.description ? <div className={classes.description}>{option.description}</div> : null}
            </div>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
