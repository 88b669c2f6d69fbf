import { Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  DobErrorEnvelopeSchema,
  PLAN_CATEGORIES,
  PLAN_CATEGORY_LABELS,
  TIER_LABELS,
  TierSchema,
  type FilterInfoWire,
  type PlanCategory,
  type Tier,
} from '@benefit-store/domain';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors, ErrorSummary, fieldId, SERVER_ERROR_KEY, useWireForm } from '@/components/form';
import { UsDateInput } from '@/components/ui/us-date-input';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import type { LocatedZip } from '@/lib/located-zip';
import { todayIso } from '@/lib/today';
import { useStoredSession } from '@/lib/use-stored-session';
import { useCoverages } from '../api/get-coverages';
import { useFilterInfo } from '../api/get-enrollment-temp-info';
import { useValidateDob } from '../api/validate-dob';
import { CHECK_FAILED, useValidateZipCode, zipRefusalMessage } from '../api/validate-zip-code';
import { useSaveFilter } from '../use-save-filter';
import classes from './filter-wizard.module.css';
import { FILTER_QUESTIONS, type FilterAudience, type FilterQuestions } from './filter-questions';
import { LocatedZipNote, useLocatedZipFill } from './located-zip-fill';
import { WizardStepIndicator } from './wizard-step-indicator';
import { ZIP_BOX, zipDigits } from './zip-box';
import {
  askedFields,
  createWizardSchema,
  EMPTY_WIZARD_VALUES,
  firstStepWithError,
  stepOfField,
  type WizardField,
  type WizardSchema,
  type WizardValues,
} from './wizard-steps';

const GENDERS = [
  { value: '0', label: 'Male' },
  { value: '1', label: 'Female' },
] as const;

export interface FilterWizardProps {
  /** Categories the session's rep, group or portal sells, in the menu's order; all categories when not given. */
  categories?: readonly PlanCategory[] | undefined;
  /** Called with the temporary enrollment id once saved; by default the shopper goes to the plans list. */
  onSaved?: (tempId: string) => void;
  /** 'member' when a rep or group administrator answers for the member they enroll; the shopper ('self') by default. */
  audience?: FilterAudience | undefined;
  /**
   * A zip the landing's first step already checked with the server (finder-zip-step.tsx): the
   * wizard starts at the date of birth with it, and Back returns to its own zip step.
   */
  checkedZip?: string | undefined;
  /**
   * The tier already chosen (a group home asks for it before the finder): it is not asked again,
   * and the finder saves it (docs/decisions/0100).
   */
  tier?: Tier | undefined;
}

/** The form's values from the filter an enrollment already holds (known codes only). */
function valuesFromFilter(filter: FilterInfoWire): WizardValues {
  return {
    zip: filter.zip ?? '',
    dob: filter.dob ?? '',
    gender: filter.gender === '0' || filter.gender === '1' ? filter.gender : '',
    tier: TierSchema.safeParse(filter.tier).data ?? '',
    categories: (filter.categories ?? []).filter((c) => (PLAN_CATEGORIES as readonly string[]).includes(c)),
    coverage: filter.coverage ?? [],
  };
}

/** The zip lookup's first error; the date check's `errors.dob` (spec 000 §8). */
function serverCheckMessage(field: WizardField, error: unknown): string {
  if (field !== 'dob') return zipRefusalMessage(error);
  if (!isApiError(error)) return CHECK_FAILED;
  const dobErrors = DobErrorEnvelopeSchema.safeParse(error.body).data?.errors?.dob;
  return dobErrors?.[0] ?? error.fieldMessage('dob') ?? error.message;
}

interface StepProps {
  control: Control<WizardValues>;
  questions: FilterQuestions;
}

function ZipStep({ control, questions }: StepProps) {
  return (
    <Controller
      control={control}
      name="zip"
      render={({ field, fieldState }) => (
        <TextInput
          ref={field.ref}
          id={fieldId(field.name)}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(zipDigits(event.currentTarget.value))}
          label={questions.zip.label}
          description={questions.zip.description}
          {...ZIP_BOX}
          size="md"
          error={fieldState.error?.message}
          classNames={{ label: classes.question }}
        />
      )}
    />
  );
}

function DobStep({ control, questions }: StepProps) {
  return (
    <Controller
      control={control}
      name="dob"
      render={({ field, fieldState }) => (
        <UsDateInput
          ref={field.ref}
          id={fieldId(field.name)}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={field.onChange}
          label={questions.dob.label}
          description={questions.dob.description}
          autoComplete="bday"
          size="md"
          error={fieldState.error?.message}
          classNames={{ label: classes.question }}
        />
      )}
    />
  );
}

/** The located zip's note, re-rendered alone as the zip is typed. */
function WatchedLocatedZipNote({ control, filled }: { control: Control<WizardValues>; filled: LocatedZip | null }) {
  return <LocatedZipNote zip={useWatch({ control, name: 'zip' })} filled={filled} />;
}

interface ChoiceCardProps {
  label: string;
  hint?: string | undefined;
}

function ChoiceCardBody({ label, hint, indicator }: ChoiceCardProps & { indicator: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      {indicator}
      <div>
        <Text fw={600} lh={1.3}>
          {label}
        </Text>
        {hint ? (
          <Text fz="sm" c="dimmed" mt={2}>
            {hint}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}

function GenderStep({ control, questions }: StepProps) {
  return (
    <Controller
      control={control}
      name="gender"
      render={({ field, fieldState }) => (
        <Radio.Group
          id={fieldId(field.name)}
          value={field.value}
          onChange={field.onChange}
          name={field.name}
          label={questions.gender.label}
          description={questions.gender.description}
          error={fieldState.error?.message}
          classNames={{ label: classes.question }}
        >
          <SimpleGrid cols={2} spacing="sm" mt="sm">
            {GENDERS.map(({ value, label }, index) => (
              <Radio.Card key={value} value={value} className={classes.card} ref={index === 0 ? field.ref : undefined}>
                <ChoiceCardBody label={label} indicator={<Radio.Indicator />} />
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
    />
  );
}

function TierStep({ control, questions }: StepProps) {
  return (
    <Controller
      control={control}
      name="tier"
      render={({ field, fieldState }) => (
        <Radio.Group
          id={fieldId(field.name)}
          value={field.value}
          onChange={field.onChange}
          name={field.name}
          label={questions.tier.label}
          description={questions.tier.description}
          error={fieldState.error?.message}
          classNames={{ label: classes.question }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
            {TierSchema.options.map((tier, index) => (
              <Radio.Card key={tier} value={tier} className={classes.card} ref={index === 0 ? field.ref : undefined}>
                <ChoiceCardBody label={TIER_LABELS[tier]} hint={questions.tier.hints[tier]} indicator={<Radio.Indicator />} />
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
    />
  );
}

function CategoriesStep({ control, questions, categories }: StepProps & { categories: readonly PlanCategory[] }) {
  return (
    <Controller
      control={control}
      name="categories"
      render={({ field, fieldState }) => {
        const allChosen = categories.every((category) => field.value.includes(category));
        return (
          <Checkbox.Group
            id={fieldId(field.name)}
            value={field.value}
            onChange={field.onChange}
            label={questions.categories.label}
            description={questions.categories.description}
            error={fieldState.error?.message}
            classNames={{ label: classes.question }}
          >
            <Group justify="flex-end" mt={4}>
              <UnstyledButton
                className={classes.textButton}
                onClick={() => field.onChange(allChosen ? [] : [...categories])}
                aria-label={allChosen ? 'Clear all plan types' : 'Select all plan types'}
              >
                {allChosen ? 'Clear all' : 'Select all'}
              </UnstyledButton>
            </Group>
            <SimpleGrid cols={2} spacing={8} mt={6}>
              {categories.map((category, index) => (
                <Checkbox.Card key={category} value={category} className={classes.compactCard} ref={index === 0 ? field.ref : undefined}>
                  <Group wrap="nowrap" gap={10}>
                    <Checkbox.Indicator size="sm" />
                    <Text fw={500} fz="sm" lh={1.25}>
                      {PLAN_CATEGORY_LABELS[category]}
                    </Text>
                  </Group>
                </Checkbox.Card>
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        );
      }}
    />
  );
}

function CoverageStep({ control, questions }: StepProps) {
  const coverages = useCoverages();
  return (
    <Controller
      control={control}
      name="coverage"
      render={({ field, fieldState }) => (
        <Checkbox.Group
          id={fieldId(field.name)}
          value={field.value}
          onChange={field.onChange}
          label={questions.coverage.label}
          description={questions.coverage.description}
          error={fieldState.error?.message}
          classNames={{ label: classes.question }}
        >
          <Stack gap="sm" mt="sm">
            {coverages.map(({ key, label }, index) => (
              <Checkbox.Card key={key} value={key} className={classes.card} ref={index === 0 ? field.ref : undefined}>
                <ChoiceCardBody label={label} indicator={<Checkbox.Indicator />} />
              </Checkbox.Card>
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );
}

/**
 * The landing page's six-step filter (spec 000 §2, §4, §5): zip, date of birth, gender, tier,
 * plan categories, coverage. The one form pattern: the values are the save call's body fields,
 * checked by its domain schema. Each step advances only when its answer passes and, for zip and
 * date of birth, the server's check; a refusal on saving puts each message under its field and
 * returns to the first step it names (spec 000 §4); a message no step owns shows in the summary.
 */
export function FilterWizard({ categories, onSaved, audience = 'self', checkedZip, tier }: FilterWizardProps) {
  const questions = FILTER_QUESTIONS[audience];
  const fields = askedFields({ hasTier: tier !== undefined });
  const lastStep = fields.length - 1;
  const navigate = useNavigate();
  const asOf = todayIso();
  const schema = useMemo(() => createWizardSchema(asOf), [asOf]);
  // A step is checked when Next is pressed, not as the shopper types or leaves a field.
  const given = { ...(checkedZip === undefined ? {} : { zip: checkedZip }), ...(tier === undefined ? {} : { tier }) };
  const startValues = { ...EMPTY_WIZARD_VALUES, ...given };
  const form = useWireForm<WizardSchema, WizardValues>(schema, startValues);
  const [step, setStep] = useState(checkedZip === undefined ? 0 : 1);
  const stepRef = useRef<HTMLDivElement>(null);
  // Started past the zip, the wizard takes the focus to its question as any step change does.
  const hasMoved = useRef(checkedZip !== undefined);

  const zipCheck = useValidateZipCode();
  const dobCheck = useValidateDob();
  const save = useSaveFilter('v2');
  const { tempId } = useStoredSession();
  const storedFilter = useFilterInfo(tempId);
  const offered = categories && categories.length > 0 ? categories : PLAN_CATEGORIES;
  const { reset, formState, getValues, setValue } = form;
  const locatedZip = useLocatedZipFill(
    useCallback(() => getValues('zip'), [getValues]),
    useCallback((zip: string) => setValue('zip', zip, { shouldDirty: true }), [setValue]),
    !tempId || storedFilter.isFetched,
  );

  // A returning shopper sees their saved answers, unless they already started typing; a zip the
  // first step checked and a tier chosen before the finder stay.
  useEffect(() => {
    if (!storedFilter.data || formState.isDirty) return;
    const saved = valuesFromFilter(storedFilter.data);
    reset({ ...saved, ...(checkedZip === undefined ? {} : { zip: checkedZip }), ...(tier === undefined ? {} : { tier }) });
  }, [storedFilter.data, formState.isDirty, reset, checkedZip, tier]);

  // Focus follows the step, so keyboard and screen-reader users land on the new question.
  useEffect(() => {
    if (!hasMoved.current) return;
    const target = stepRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], input:not([type="hidden"]), [role="radio"][aria-checked="true"], [role="radio"], [role="checkbox"]',
    );
    target?.focus();
  }, [step]);

  const goTo = (next: number) => {
    hasMoved.current = true;
    setStep(next);
  };

  const serverCheck = async (field: WizardField): Promise<string | null> => {
    try {
      if (field === 'zip') await zipCheck.mutateAsync(form.getValues('zip'));
      if (field === 'dob') await dobCheck.mutateAsync(form.getValues('dob'));
      return null;
    } catch (error) {
      return serverCheckMessage(field, error);
    }
  };

  const submit = async () => {
    const parsed = schema.safeParse(form.getValues());
    if (!parsed.success) {
      const failedStep = Math.min(...parsed.error.issues.map((issue) => stepOfField(String(issue.path[0]), fields) ?? lastStep));
      await form.trigger(fields[failedStep]);
      goTo(failedStep);
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      if (onSaved) onSaved(saved);
      else void navigate(paths.plans());
    } catch (error) {
      applyServerErrors(form, error);
      const backTo = isApiError(error) ? firstStepWithError(error.fieldErrors, fields) : undefined;
      if (backTo !== undefined) goTo(backTo);
    }
  };

  const onBack = () => {
    form.clearErrors(SERVER_ERROR_KEY);
    goTo(step - 1);
  };

  const onNext = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors(SERVER_ERROR_KEY);
    const field = fields[step]!;
    if (!(await form.trigger(field))) {
      form.setFocus(field);
      return;
    }
    const refusal = await serverCheck(field);
    if (refusal) {
      form.setError(field, { type: 'server', message: refusal });
      form.setFocus(field);
      return;
    }
    if (step < lastStep) goTo(step + 1);
    else await submit();
  };

  const isBusy = zipCheck.isPending || dobCheck.isPending || save.isPending;
  const field = fields[step]!;
  return (
    <form onSubmit={(event) => void onNext(event)} noValidate aria-label="Find plans" className={classes.wizard}>
      <WizardStepIndicator step={step} fields={fields} />
      <div className={classes.summary}>
        <ErrorSummary errors={form.formState.errors} />
      </div>
      <div ref={stepRef} className={classes.step} data-step={field}>
        {field === 'zip' ? <ZipStep control={form.control} questions={questions} /> : null}
        {field === 'zip' ? <WatchedLocatedZipNote control={form.control} filled={locatedZip} /> : null}
        {field === 'dob' ? <DobStep control={form.control} questions={questions} /> : null}
        {field === 'gender' ? <GenderStep control={form.control} questions={questions} /> : null}
        {field === 'tier' ? <TierStep control={form.control} questions={questions} /> : null}
        {field === 'categories' ? <CategoriesStep control={form.control} questions={questions} categories={offered} /> : null}
        {field === 'coverage' ? <CoverageStep control={form.control} questions={questions} /> : null}
      </div>
      <Group justify="space-between" mt="lg" className={classes.actions}>
        {step > 0 ? (
          <Button variant="default" size="md" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          size="md"
          color={step === lastStep ? 'accent' : 'brand'}
          loading={isBusy}
          rightSection={step === lastStep ? null : <IconArrowRight size={18} aria-hidden />}
        >
          {step === lastStep ? 'Get Custom Plans' : 'Next'}
        </Button>
      </Group>
    </form>
  );
}
