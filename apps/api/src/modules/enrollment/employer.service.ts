/**
 * The employer step (spec 001 §2 "Employer Information", §4 "Employer", §5, §7 "Employer"): its
 * fields, the enrollment's group for the prefill, the group's option lists, and the save.
 */
import {
  DEFAULT_BARGAINING_UNITS,
  DEFAULT_VACATION_POLICIES,
  HOLIDAY_POLICIES,
  employerInfoSchema,
  formFields,
  nameValues,
  type EmployerInfo,
  type FormField,
  type GroupInfoData,
  type NameValue,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { requireValidAddress } from '../../providers/address-check';
import { parseOrRefuse } from '../../lib/zod-failure';
import type { Enrollment } from '../../lib/enrollment-access';
import { readEnrollmentTabs, saveEnrollmentTab } from './tab-storage';
import { findEmployerGroup } from './employer.repository';
import { fieldRulesFor } from './field-rules';
import type { StepContext } from './personal.service';

export async function employerFields({ db, cipher }: StepContext, enrollment: Enrollment): Promise<FormField[]> {
  const [rules, { tabs }] = await Promise.all([
    fieldRulesFor(db, enrollment, 'employer_info'),
    readEnrollmentTabs(db, cipher, enrollment.id),
  ]);
  return formFields(rules, tabs.employer_info ?? {});
}

const groupOf = (db: DbOrTx, enrollment: Enrollment) =>
  enrollment.groupId === null ? Promise.resolve(null) : findEmployerGroup(db, enrollment.groupId);

/** The enrollment's group as the step prefills it; every value null without a group (an employer plan bought on one's own). */
export async function groupInfo(db: DbOrTx, enrollment: Enrollment): Promise<GroupInfoData['result']> {
  const group = await groupOf(db, enrollment);
  return {
    general_info: { group_name: group?.name ?? null, group_phone: group?.phone ?? null },
    address_information: {
      address1: group?.address1 ?? null,
      address2: group?.address2 ?? null,
      city: group?.city ?? null,
      state: group?.state ?? null,
      zip: group?.zip ?? null,
    },
  };
}

/** The group's vacation policies, or the store's defaults when it lists none. */
export async function vacationPolicies(db: DbOrTx, enrollment: Enrollment): Promise<NameValue[]> {
  const listed = (await groupOf(db, enrollment))?.vacationPolicies;
  return nameValues(listed?.length ? listed : DEFAULT_VACATION_POLICIES);
}

/** The group's bargaining units, or the store's defaults when it lists none. */
export async function bargainingUnits(db: DbOrTx, enrollment: Enrollment): Promise<NameValue[]> {
  const listed = (await groupOf(db, enrollment))?.bargainingUnits;
  return nameValues(listed?.length ? listed : DEFAULT_BARGAINING_UNITS);
}

/** The holiday policies the group observes (its flags set to 1); all six when it has none. */
export async function holidayPolicies(db: DbOrTx, enrollment: Enrollment): Promise<NameValue[]> {
  const flags = (await groupOf(db, enrollment))?.holidayPolicy ?? {};
  const observed = HOLIDAY_POLICIES.filter(({ value }) => flags[value] === 1);
  return (observed.length > 0 ? observed : HOLIDAY_POLICIES).map(({ name, value }) => ({ name, value }));
}

const orNull = (value: string) => (value === '' ? null : value);

export async function saveEmployer(context: StepContext, enrollment: Enrollment, body: unknown): Promise<{ version: number }> {
  const rules = await fieldRulesFor(context.db, enrollment, 'employer_info');
  const values = parseOrRefuse(employerInfoSchema({ rules, today: context.today }), body);
  // 'USPS Address Validation' ticked: the address is checked before anything is stored.
  if (values.with_validation === '1') await requireValidAddress(context.checks.address, values);
  const { name, emp_num_employed, holiday_policy, ...texts } = values;
  const data = {
    ...Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, orNull(value)])),
    name,
    emp_num_employed: emp_num_employed === '' ? null : Number(emp_num_employed),
    holiday_policy,
  } as EmployerInfo;
  return saveEnrollmentTab(context.db, context.cipher, { enrollmentId: enrollment.id, tab: 'employer_info', data, asOf: context.now });
}
