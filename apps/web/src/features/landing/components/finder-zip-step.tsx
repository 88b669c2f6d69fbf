import { Button, Group, Text } from '@mantine/core';
import { ZipFieldSchema } from '@benefit-store/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldId } from '@/components/form/field-id';
import { useStoredSession } from '@/lib/use-stored-session';
import { useFilterInfo } from '../api/get-enrollment-temp-info';
import { useValidateZipCode, zipRefusalMessage } from '../api/validate-zip-code';
import classes from './filter-wizard.module.css';
import { FILTER_QUESTIONS } from './filter-questions';
import { LocatedZipNote, useLocatedZipFill } from './located-zip-fill';
import { WizardStepIndicator } from './wizard-step-indicator';
import { ZIP_BOX, zipDigits } from './zip-box';

export interface FinderZipStepProps {
  /** The zip passed its check and the server's lookup: the wizard goes on from the date of birth with it. */
  onChecked: (zip: string) => void;
  /** The shopper came near the finder (pointer over it, a touch, focus): the wizard's code is fetched. */
  onFirstMove: () => void;
  /** The zip is checked and the wizard's code is on its way: the answer stays as it is and Next shows it is busy. */
  waiting: boolean;
  /** The wizard's code could not be fetched; Next tries again. */
  failed: boolean;
}

const ZIP_ID = fieldId('zip');
const DESCRIPTION_ID = `${ZIP_ID}-description`;
const ERROR_ID = `${ZIP_ID}-error`;

/** The zip's own rule, the one the wizard's schema and the server apply ('Enter 5 digit zip code'). */
function zipRuleMessage(zip: string): string | null {
  const result = ZipFieldSchema.safeParse(zip);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The landing's first step, asked without the wizard's code (react-hook-form, its schema and later
 * steps, about 37 KB fetched on the shopper's first move; docs/decisions/0074): the zip, its rule and
 * the server's lookup, as the wizard's own zip step asks them. Only a checked zip leaves this
 * step, for the wizard to start at the date of birth; nothing is handed over while the shopper is
 * still answering, so no keystroke or press can fall between the two.
 */
export function FinderZipStep({ onChecked, onFirstMove, waiting, failed }: FinderZipStepProps) {
  const question = FILTER_QUESTIONS.self.zip;
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typed = useRef(false);
  const submitted = useRef(false);
  const zipRef = useRef<HTMLInputElement>(null);
  const zipCheck = useValidateZipCode();

  // A returning shopper's saved zip, unless they already typed one; else the located zip.
  const { tempId } = useStoredSession();
  const storedFilter = useFilterInfo(tempId);
  const savedZip = storedFilter.data?.zip;
  useEffect(() => {
    if (savedZip && !typed.current) setZip(savedZip);
  }, [savedZip]);
  const zipNow = useRef(zip);
  zipNow.current = zip;
  const located = useLocatedZipFill(
    useCallback(() => zipNow.current, []),
    setZip,
    !tempId || storedFilter.isFetched,
  );

  const busy = zipCheck.isPending || waiting;
  const refuse = (message: string) => {
    setError(message);
    zipRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    submitted.current = true;
    const ruleMessage = zipRuleMessage(zip);
    if (ruleMessage) return refuse(ruleMessage);
    try {
      await zipCheck.mutateAsync(zip);
    } catch (refusal) {
      return refuse(zipRefusalMessage(refusal));
    }
    setError(null);
    onChecked(zip);
  };

  const onZipChange = (value: string) => {
    const digits = zipDigits(value);
    typed.current = true;
    setZip(digits);
    // After a first Next the rule follows each keystroke, as in the wizard (docs/decisions/0069).
    if (submitted.current) setError(zipRuleMessage(digits));
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onPointerEnter={onFirstMove}
      onPointerDown={onFirstMove}
      onFocus={onFirstMove}
      noValidate
      aria-label="Find plans"
      className={classes.wizard}
      data-slot="finder-zip-step"
    >
      <WizardStepIndicator step={0} />
      <div className={classes.step} data-step="zip">
        <label htmlFor={ZIP_ID} className={classes.firstStepLabel}>
          {question.label}
        </label>
        <Text id={DESCRIPTION_ID} fz="sm" c="dimmed" lh={1.2} mb={5}>
          {question.description}
        </Text>
        <input
          ref={zipRef}
          id={ZIP_ID}
          name="zip"
          className={classes.zipBox}
          aria-describedby={error ? `${DESCRIPTION_ID} ${ERROR_ID}` : DESCRIPTION_ID}
          aria-invalid={error ? true : undefined}
          {...ZIP_BOX}
          readOnly={busy}
          value={zip}
          onChange={(event) => onZipChange(event.currentTarget.value)}
        />
        {error ? (
          <p id={ERROR_ID} className={classes.zipError}>
            {error}
          </p>
        ) : null}
        <LocatedZipNote zip={zip} filled={located} />
        {failed ? (
          <Text role="alert" fz="sm" c="red.9" mt={6}>
            The plan finder could not load. Check your connection and try again.
          </Text>
        ) : null}
      </div>
      <Group justify="space-between" mt="lg" className={classes.actions}>
        <span />
        <Button type="submit" size="md" loading={busy} rightSection={<IconArrowRight size={18} aria-hidden />}>
          Next
        </Button>
      </Group>
    </form>
  );
}
