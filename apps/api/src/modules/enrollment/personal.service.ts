/**
 * The personal and contact steps (spec 001 §2 "Personal Information", "Contact Information",
 * §4 "Wizard", §5): their fields, their saves, and the enroller code.
 */
import {
  REPRICE_FOR_ZIP,
  WIZARD_MESSAGES,
  checkContactAddress,
  contactInfoSchema,
  formFields,
  formatUsDate,
  isIsoDate,
  needsEnrollerCode,
  personalInfoSchema,
  type FormField,
  type PersonalInfo,
} from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { openFilter } from '../../lib/enrollment-contact';
import type { Checks } from '../../providers/checks';
import { requireValidAddress } from '../../providers/address-check';
import { ApiFailure, fieldError } from '../../lib/http';
import { parseOrRefuse } from '../../lib/zod-failure';
import type { Enrollment } from '../../lib/enrollment-access';
import { readEnrollmentTabs, withLockedTabs } from './tab-storage';
import { ssnToStore } from './number-on-file';
import { maskStepData } from '../filter/index';
import { fieldRulesFor } from './field-rules';
import { readMemberPrefill } from '../members/index';
import { isStaffEmail } from '../accounts/index';
import { groupRequiresEnrollerCode, writeEnrollerCode } from './wizard.repository';
import { billingFollowingContact } from './billing.service';

export type StepContext = { db: Db; cipher: DataCipher; checks: Checks; now: Date; today: string };

/** Gender and date of birth come from the filter and cannot be changed here (spec 001 §2). */
function filterIdentity(cipher: DataCipher, enrollment: Enrollment): { gender: string; birthdate: string } {
  const { gender = '', dob } = openFilter(cipher, enrollment);
  return { gender, birthdate: dob && isIsoDate(dob) ? formatUsDate(dob) : '' };
}

export async function personalFields({ db, cipher }: StepContext, enrollment: Enrollment): Promise<FormField[]> {
  const [rules, { tabs }, prefill] = await Promise.all([
    fieldRulesFor(db, enrollment, 'personal_info'),
    readEnrollmentTabs(db, cipher, enrollment.id),
    enrollment.memberId === null ? undefined : readMemberPrefill(db, cipher, enrollment.memberId),
  ]);
  // Personal numbers leave the server masked, saved or prefilled.
  const saved = maskStepData(tabs.primary_info ?? prefill?.primary_info ?? {}) as Record<string, unknown>;
  return formFields(rules, { ...saved, ...filterIdentity(cipher, enrollment) });
}

export async function contactFields({ db, cipher }: StepContext, enrollment: Enrollment): Promise<FormField[]> {
  const [rules, { tabs }, prefill] = await Promise.all([
    fieldRulesFor(db, enrollment, 'contact_info'),
    readEnrollmentTabs(db, cipher, enrollment.id),
    enrollment.memberId === null ? undefined : readMemberPrefill(db, cipher, enrollment.memberId),
  ]);
  const values: Record<string, unknown> = { ...(tabs.contact_info ?? prefill?.contact_info) };
  // No zip yet: the finder's zip and state, the place the plans were priced for (docs/decisions/0103).
  if (!values.zip) {
    const { zip, state } = openFilter(cipher, enrollment);
    if (zip) Object.assign(values, { zip, state: state ?? values.state });
  }
  return formFields(rules, values);
}

/** Whether the enrollment's group still needs an enroller code before personal information is saved (spec 001 §4). */
async function needsCode(db: DbOrTx, enrollment: Enrollment): Promise<boolean> {
  const group = enrollment.groupId === null ? null : { requiresEnrollerCode: await groupRequiresEnrollerCode(db, enrollment.groupId) };
  return needsEnrollerCode({ group, savedEnrollerCode: enrollment.enrollerCode });
}

const orNull = (value: string) => (value === '' ? null : value);

export async function savePersonal(context: StepContext, enrollment: Enrollment, body: unknown): Promise<{ version: number }> {
  const rules = await fieldRulesFor(context.db, enrollment, 'personal_info');
  const values = parseOrRefuse(personalInfoSchema({ rules, today: context.today }), body);
  if (await needsCode(context.db, enrollment)) {
    throw new ApiFailure('invalid', [fieldError('enrollerCode', WIZARD_MESSAGES.enrollerCodeRequired)], {
      message: WIZARD_MESSAGES.enrollerCodeRequired,
    });
  }
  const hadCarrier = values.prior_coverage_flag === '1';
  const data: Omit<PersonalInfo, 'ssn'> = {
    first_name: values.first_name,
    middle_name: orNull(values.middle_name),
    last_name: values.last_name,
    ...filterIdentity(context.cipher, enrollment),
    height_feet: values.height_feet === '' ? null : Number(values.height_feet),
    height_inch: values.height_inch === '' ? null : Number(values.height_inch),
    weight: values.weight === '' ? null : Number(values.weight),
    marital_status: (orNull(values.marital_status) as PersonalInfo['marital_status']) ?? null,
    prior_coverage_flag: (orNull(values.prior_coverage_flag) as PersonalInfo['prior_coverage_flag']) ?? null,
    prior_carrier_name: hadCarrier ? values.prior_carrier_name : null,
    prior_effective_date: hadCarrier ? values.prior_effective_date : null,
    prior_term_date: hadCarrier ? values.prior_term_date : null,
    ethnic_category: values.ethnic_category === '' ? null : Number(values.ethnic_category),
    ethnic_category_other_type: orNull(values.ethnic_category_other_type),
  };
  // The number on file is read in the save's own transaction: a number another window saved meanwhile is not put back.
  return withLockedTabs(context.db, context.cipher, { enrollmentId: enrollment.id, asOf: context.now }, async (locked) => {
    const ssn = ssnToStore(values.ssn, (await locked.read()).primary_info?.ssn, 'ssn');
    return locked.write('primary_info', { ...data, ssn } satisfies PersonalInfo);
  });
}

export async function saveContact(context: StepContext, enrollment: Enrollment, body: unknown): Promise<{ version: number }> {
  const rules = await fieldRulesFor(context.db, enrollment, 'contact_info');
  const values = parseOrRefuse(contactInfoSchema({ rules }), body);
  // 'USPS Address Validation' ticked: the address is checked before anything is stored.
  if (values.with_validation === '1') await requireValidAddress(context.checks.address, values);
  if (values.email_address !== '' && (await isStaffEmail(context.db, values.email_address)))
    throw new ApiFailure('invalid', [fieldError('email_address', WIZARD_MESSAGES.staffEmailAsContact)], {
      message: WIZARD_MESSAGES.staffEmailAsContact,
    });
  requireAddressAtPrice(context, enrollment, values);
  const data = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, orNull(value)]));
  return withLockedTabs(context.db, context.cipher, { enrollmentId: enrollment.id, asOf: context.now }, async (locked) => {
    const saved = await locked.write('contact_info', data);
    const { contact_info: contact, billing_info: billing } = await locked.read();
    const following = contact && billingFollowingContact(billing, contact);
    return following ? locked.write('billing_info', following) : saved;
  });
}

/**
 * The contact state is the state the cart was priced for, and the zip lies in it (DESIGN §3
 * "Contact address", docs/decisions/0103); otherwise a 400 under zip or state, with the errorCode
 * that lets the page offer to re-price the cart for the typed zip.
 */
function requireAddressAtPrice({ cipher, checks }: StepContext, enrollment: Enrollment, values: { zip: string; state: string }) {
  const filter = openFilter(cipher, enrollment);
  const check = checkContactAddress({
    zip: values.zip,
    state: values.state,
    zipState: checks.zips.lookup(values.zip)?.state,
    priced: filter.zip && filter.state ? { zip: filter.zip, state: filter.state } : undefined,
  });
  if (check.errors.length === 0) return;
  throw new ApiFailure('invalid', check.errors, {
    message: check.errors[0]!.error_message,
    ...(check.canReprice ? { errorCode: REPRICE_FOR_ZIP } : {}),
  });
}

/** Saving a code clears the group's requirement (spec 001 §4); an empty one is 'Enter Enroller Code'. */
export async function saveEnrollerCode(db: DbOrTx, enrollment: Enrollment, code: string, now: Date): Promise<{ version: number }> {
  if (code === '')
    throw new ApiFailure('invalid', [fieldError('enrollerCode', WIZARD_MESSAGES.enterEnrollerCode)], {
      message: WIZARD_MESSAGES.enterEnrollerCode,
    });
  return { version: await writeEnrollerCode(db, enrollment.id, code, now) };
}
