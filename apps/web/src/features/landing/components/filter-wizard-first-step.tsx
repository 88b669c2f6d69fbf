import { Button, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { fieldId } from '@/components/form';
import classes from './filter-wizard.module.css';
import { FILTER_QUESTIONS } from './filter-questions';
import { WizardStepIndicator } from './wizard-step-indicator';

export interface FilterWizardFirstStepProps {
  /** The zip typed so far (digits, five at most), handed to the wizard when it takes this step's place. */
  zip: string;
  onZipChange: (zip: string) => void;
  /** Whether the zip box has the focus, which the wizard's own box then takes. */
  onZipFocusChange: (focused: boolean) => void;
  /** The shopper came near the finder (pointer over it, a touch, focus): its code is fetched. */
  onFirstMove: () => void;
  /** Next (or Enter) before the wizard's code arrived: the wizard goes on as soon as it is here. */
  onNext: () => void;
  /** Next was pressed and the wizard's code is on its way: the answer is kept as it is and Next shows it is busy. */
  waiting: boolean;
  /** The wizard's code could not be fetched; the next move tries again. */
  failed: boolean;
}

const DESCRIPTION_ID = `${fieldId('zip')}-description`;

/**
 * The wizard's first step drawn without its code (react-hook-form, its schema and checks, about
 * 37 KB; docs/decisions/0070): the same question, a real zip box and Next, in the same boxes, so
 * nothing moves when the wizard takes its place and what was typed is handed over.
 */
export function FilterWizardFirstStep({
  zip,
  onZipChange,
  onZipFocusChange,
  onFirstMove,
  onNext,
  waiting,
  failed,
}: FilterWizardFirstStepProps) {
  const question = FILTER_QUESTIONS.self.zip;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form
      onSubmit={submit}
      onPointerEnter={onFirstMove}
      onPointerDown={onFirstMove}
      onFocus={onFirstMove}
      noValidate
      aria-label="Find plans"
      className={classes.wizard}
      data-slot="filter-wizard-first-step"
    >
      <WizardStepIndicator step={0} />
      <div className={classes.step}>
        <label htmlFor={fieldId('zip')} className={classes.firstStepLabel}>
          {question.label}
        </label>
        <Text id={DESCRIPTION_ID} fz="sm" c="dimmed" lh={1.2} mb={5}>
          {question.description}
        </Text>
        <input
          id={fieldId('zip')}
          name="zip"
          className={classes.zipBox}
          aria-describedby={DESCRIPTION_ID}
          placeholder="5 digit zip code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          readOnly={waiting}
          value={zip}
          onChange={(event) => onZipChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
          onFocus={() => onZipFocusChange(true)}
          onBlur={() => onZipFocusChange(false)}
        />
        {failed ? (
          <Text role="alert" fz="sm" c="red.8" mt={6}>
            The plan finder could not load. Check your connection and try again.
          </Text>
        ) : null}
      </div>
      <Group justify="space-between" mt="lg" className={classes.actions}>
        <span />
        <Button type="submit" size="md" loading={waiting} rightSection={<IconArrowRight size={18} aria-hidden />}>
          Next
        </Button>
      </Group>
    </form>
  );
}
