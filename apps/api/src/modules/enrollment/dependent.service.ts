/**
 * The dependent step (spec 001 §2 "Dependent Information", §4 "Dependent", §5, §7, §8): the forms'
 * fields, the dependents' health questions, the list to start from, one dependent's check, the
 * saves of the list (with and without the tier's Next rules), the premier IF spouse kept aside, and
 * the clearing of the tab. SSNs and health answers leave the server masked or not at all; a masked
 * SSN sent back keeps the number on file for the same dependent.
 */
import { randomUUID } from 'node:crypto';
import {
  CHILD_AGE_LIMIT,
  DependentWireSchema,
  TierSchema,
  WIZARD_MESSAGES,
  dependentListIssues,
  dependentSchema,
  formFields,
  healthCatalogueIssues,
  type DependentInfo,
  type DependentListState,
  type DependentValues,
  type DependentWire,
  type FormField,
  type HealthQuestions,
  type TabData,
  type Tier,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { ApiFailure, fieldError } from '../../lib/http';
import type { Enrollment } from '../../lib/enrollment-access';
import { currentEffectiveDate } from '../cart/index';
import { readEnrollmentTabs, saveEnrollmentTab, withLockedTabs } from './tab-storage';
import { ssnToStore } from './number-on-file';
import { isTabRequiredFor } from './tabs.service';
import { hasPremierPlan, maskStepData } from '../filter/index';
import { readMemberPrefill } from '../members/index';
import { listDependentHealthQuestions } from './dependent.repository';
import { fieldRulesFor } from './field-rules';
import type { StepContext } from './personal.service';

type StoredDependent = DependentInfo['dependents'][number];
type Issue = { path: (string | number)[]; message: string };

/** The forms' fields with their rules; values stay empty (the list is get-dependents-existing-user-enrollment's). */
export async function dependentFormFields({ db }: StepContext, enrollment: Enrollment): Promise<FormField[]> {
  return formFields(await fieldRulesFor(db, enrollment, 'dependent_primary_info'));
}

/** GET get-health-questions-dependent-info: the dependents' catalogue, unanswered. */
export async function dependentHealthQuestions({ db }: StepContext): Promise<HealthQuestions> {
  const rows = await listDependentHealthQuestions(db);
  const medication = rows.find((row) => row.kind === 'medication');
  return {
    codition_questions: rows
      .filter((row) => row.kind === 'condition')
      .map((row) => ({ question_id: row.id, question_text: row.text, yes_no_flag: null, conditions: [] })),
    medication_question: medication
      ? { question_id: medication.id, question_text: medication.text, yes_no_flag: null, medications: [] }
      : null,
    notes: null,
  };
}

/** Dependents answer health questions when the enrollment asks them (check-tab-required primary_health_info). */
const asksHealth = ({ db }: StepContext, enrollment: Enrollment) => isTabRequiredFor(db, enrollment, 'primary_health_info');

/**
 * The day dependents' ages count on (DESIGN §3 "Dependents", docs/decisions/0099): the cart's
 * effective date (the chosen one while offered, else the earliest), today when none is offered.
 */
const agesCountOn = async ({ db, today }: StepContext, enrollment: Enrollment) =>
  (await currentEffectiveDate(db, enrollment, today)) ?? today;

const tierOf = (enrollment: Enrollment): Tier => {
  const tier = TierSchema.safeParse(enrollment.filterInfo.tier);
  return tier.success ? tier.data : 'IO';
};

/**
 * The dependent tab as it stands, SSNs in full (server-side only): the saved tab once the step
 * was saved (even empty), else an existing member's dependents on file, else none.
 */
async function knownDependentInfo(
  { db, cipher }: { db: DbOrTx; cipher: DataCipher },
  enrollment: Enrollment,
  tabs?: Partial<TabData>,
): Promise<DependentInfo> {
  const saved = tabs ?? (await readEnrollmentTabs(db, cipher, enrollment.id)).tabs;
  if (saved.dependent_info) return saved.dependent_info;
  if (enrollment.memberId === null) return { dependents: [] };
  const prefill = await readMemberPrefill(db, cipher, enrollment.memberId);
  return { dependents: prefill?.dependent_info.dependents ?? [] };
}

const toWire = (dependent: StoredDependent): DependentWire =>
  DependentWireSchema.parse(
    maskStepData({
      ...dependent,
      primary_info: { ...dependent.primary_info, dependent_id: String(dependent.primary_info.dependent_id ?? '') },
    }),
  );

async function listState(context: StepContext, enrollment: Enrollment, info: DependentInfo): Promise<DependentListState> {
  return {
    dependents: info.dependents.map(toWire),
    tier: tierOf(enrollment),
    is_premier: await hasPremierPlan(context.db, { enrollmentId: enrollment.id }),
    enroll_type: enrollment.enrollType ?? null,
    spouse_choice: info.spouse_choice ?? null,
    has_set_aside_spouse: Boolean(info.set_aside_spouse),
    effective_date: await agesCountOn(context, enrollment),
    child_age_limit: CHILD_AGE_LIMIT,
  };
}

/** GET get-dependents-existing-user-enrollment: the starting list, SSNs masked, with what the list rules need. */
export async function existingDependents(context: StepContext, enrollment: Enrollment): Promise<DependentListState> {
  return listState(context, enrollment, await knownDependentInfo(context, enrollment));
}

const refuse = (issues: Issue[]): never => {
  const errors = issues.map((issue) => fieldError(issue.path.join('.'), issue.message));
  throw new ApiFailure('invalid', errors, { message: errors[0]!.error_message });
};

/** The number on file for the dependent the form names (by id; a new one has none). */
const onFileFor = (values: DependentValues['primary_info'], known: readonly StoredDependent[]) =>
  values.dependent_id === ''
    ? undefined
    : known.find((d) => String(d.primary_info.dependent_id ?? '') === values.dependent_id)?.primary_info.ssn;

const orNull = (value: string) => (value === '' ? null : value);
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** A checked dependent as it is listed and stored, with its id (a new one gets one). */
function listed(values: DependentValues, ssn: string | null): StoredDependent {
  const p = values.primary_info;
  return {
    primary_info: {
      dependent_id: p.dependent_id || randomUUID(),
      first_name: p.first_name,
      middle_name: orNull(p.middle_name),
      last_name: p.last_name,
      birthdate: p.birthdate,
      ssn,
      relationship: p.relationship as 'spouse' | 'child',
      weight: numberOrNull(p.weight),
      height_feet: numberOrNull(p.height_feet),
      height_inch: numberOrNull(p.height_inch),
      gender: p.gender as '0' | '1',
      employed: '0',
      // The flag is a child's: a spouse's age rule has no exception (docs/decisions/0099).
      is_disabled: p.relationship === 'child' ? p.is_disabled : '0',
    },
    health_info: values.health_info,
  };
}

/** Each dependent's whole check, health answers against the dependents' catalogue; errors prefixed by `at`. */
async function checkDependents(
  context: StepContext,
  enrollment: Enrollment,
  dependents: unknown[],
  at: (index: number) => (string | number)[],
) {
  const [rules, withHealth, effectiveDate] = await Promise.all([
    fieldRulesFor(context.db, enrollment, 'dependent_primary_info'),
    asksHealth(context, enrollment),
    agesCountOn(context, enrollment),
  ]);
  const schema = dependentSchema({ rules, today: context.today, effectiveDate, childAgeLimit: CHILD_AGE_LIMIT, withHealth });
  const results = dependents.map((dependent) => schema.safeParse(dependent));
  const issues: Issue[] = results.flatMap((result, index) =>
    result.success ? [] : result.error.issues.map((issue) => ({ path: [...at(index), ...issue.path.map(String)], message: issue.message })),
  );
  const values = results.flatMap((result) => (result.success ? [result.data] : []));
  if (issues.length === 0 && withHealth) {
    const catalogue = await dependentHealthQuestions(context);
    values.forEach((value, index) => {
      for (const issue of healthCatalogueIssues(value.health_info ?? { condition_questions: [] }, {
        conditionQuestionIds: catalogue.codition_questions.map((q) => q.question_id),
        medicationQuestionId: catalogue.medication_question?.question_id ?? null,
      })) {
        issues.push({ path: [...at(index), 'health_info', ...issue.path], message: issue.message });
      }
    });
  }
  if (issues.length > 0) refuse(issues);
  return values;
}

/** The checked dependents as listed and stored, each masked SSN resolved against the list on file. */
function listDependents(values: DependentValues[], known: readonly StoredDependent[], at: (index: number) => (string | number)[]) {
  return values.map((value, index) => ({
    checked: listed(
      value,
      ssnToStore(value.primary_info.ssn, onFileFor(value.primary_info, known), [...at(index), 'primary_info', 'ssn'].join('.')),
    ),
    typedSsn: orNull(value.primary_info.ssn),
  }));
}

/**
 * POST validate-single-dependent: the form's dependent checked, answered as it will be listed.
 * The SSN goes back as the browser sent it (typed, or still masked): nothing is stored yet.
 */
export async function validateDependent(context: StepContext, enrollment: Enrollment, body: unknown): Promise<DependentWire> {
  const values = await checkDependents(context, enrollment, [body], () => []);
  const [dependent] = listDependents(values, (await knownDependentInfo(context, enrollment)).dependents, () => []);
  const wire = toWire(dependent!.checked);
  return { ...wire, primary_info: { ...wire.primary_info, ssn: dependent!.typedSsn } };
}

/** POST save-dependent-info: every dependent and the tier's list rules, then the list stored sealed. */
export async function saveDependents(context: StepContext, enrollment: Enrollment, dependents: unknown[]): Promise<{ version: number }> {
  const at = (index: number) => ['dependents', index];
  const values = await checkDependents(context, enrollment, dependents, at);
  const premier = await hasPremierPlan(context.db, { enrollmentId: enrollment.id });
  // The tab on file (masked SSNs, the spouse kept aside) is read in the save's own transaction.
  return withLockedTabs(context.db, context.cipher, { enrollmentId: enrollment.id, asOf: context.now }, async (locked) => {
    const known = await knownDependentInfo({ db: locked.tx, cipher: context.cipher }, enrollment, await locked.read());
    const list = listDependents(values, known.dependents, at).map((d) => d.checked);
    const listIssues = dependentListIssues(
      { tier: tierOf(enrollment), premier },
      list.map((d) => d.primary_info),
    );
    if (listIssues.length > 0) refuse(listIssues.map((message) => ({ path: ['dependents'], message })));
    return locked.write('dependent_info', { ...known, dependents: list } satisfies DependentInfo);
  });
}

/**
 * The premier IF spouse question (spec 001 §4; docs/decisions/0034): No takes a listed spouse out
 * of the list and keeps it aside in the sealed tab; a later Yes puts it back first in the list.
 */
function applySpouseChoice(info: DependentInfo, choice: '0' | '1' | undefined): DependentInfo {
  if (choice === undefined) return info;
  const spouse = info.dependents.find((d) => d.primary_info.relationship === 'spouse');
  if (choice === '0') {
    return {
      dependents: info.dependents.filter((d) => d !== spouse),
      set_aside_spouse: spouse ?? info.set_aside_spouse ?? null,
      spouse_choice: '0',
    };
  }
  const restored = !spouse && info.set_aside_spouse ? [info.set_aside_spouse, ...info.dependents] : info.dependents;
  return { dependents: restored, set_aside_spouse: null, spouse_choice: '1' };
}

/** POST save-dependent-info-to-temp: every dependent checked, the list stored as it stands (no Next rules). */
export async function saveDependentsToTemp(
  context: StepContext,
  enrollment: Enrollment,
  { dependents, spouse_choice }: { dependents: unknown[]; spouse_choice?: '0' | '1' },
): Promise<DependentListState> {
  const at = (index: number) => ['dependents', index];
  const values = await checkDependents(context, enrollment, dependents, at);
  const info = await withLockedTabs(context.db, context.cipher, { enrollmentId: enrollment.id, asOf: context.now }, async (locked) => {
    const known = await knownDependentInfo({ db: locked.tx, cipher: context.cipher }, enrollment, await locked.read());
    const list = listDependents(values, known.dependents, at).map((d) => d.checked);
    const merged = applySpouseChoice({ ...known, dependents: list }, spouse_choice);
    if (merged.dependents.length > 9) refuse([{ path: ['dependents'], message: WIZARD_MESSAGES.dependentMaximum }]);
    await locked.write('dependent_info', merged);
    return merged;
  });
  return listState(context, enrollment, info);
}

/** POST delete-dependent-in-IO: the dependent tab emptied (no dependents, no spouse aside, no answer). */
export async function clearDependents(context: StepContext, enrollment: Enrollment): Promise<{ version: number }> {
  const data: DependentInfo = { dependents: [], set_aside_spouse: null, spouse_choice: null };
  return saveEnrollmentTab(context.db, context.cipher, { enrollmentId: enrollment.id, tab: 'dependent_info', data, asOf: context.now });
}
