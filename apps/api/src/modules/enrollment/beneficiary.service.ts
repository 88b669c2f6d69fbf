/**
 * The beneficiary step (spec 001 §2 "Beneficiary Information", §4 "Beneficiary", §5, §7): the
 * popups' fields, the relationships, the list to start from, one beneficiary's check, and the save
 * of the whole list. SSNs leave the server masked; a masked one sent back keeps the number on file
 * for the same beneficiary.
 */
import { randomUUID } from 'node:crypto';
import {
  BENEFICIARY_RELATIONSHIPS,
  BeneficiaryWireSchema,
  beneficiaryListSchema,
  beneficiarySchema,
  formFields,
  formatUsDate,
  isIsoDate,
  type BeneficiaryInfo,
  type BeneficiaryValues,
  type BeneficiaryWire,
  type FormField,
  type TabData,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { sealedAt, type DataCipher } from '../../lib/data-cipher';
import { openMemberValue } from '../../lib/member-contact';
import { parseOrRefuse } from '../../lib/zod-failure';
import type { Enrollment } from '../../lib/enrollment-access';
import { readEnrollmentTabs, withLockedTabs } from './tab-storage';
import { ssnToStore } from './number-on-file';
import { maskStepData } from '../filter/index';
import { findMemberBeneficiaries } from './beneficiary.repository';
import { fieldRulesFor } from './field-rules';
import type { StepContext } from './personal.service';

type StoredBeneficiary = BeneficiaryInfo['beneficiaries'][number];

/** The popups' fields with their rules; values stay empty (the list is get-beneficiaries-existing-user-enrollment's). */
export async function beneficiaryFormFields({ db }: StepContext, enrollment: Enrollment): Promise<FormField[]> {
  return formFields(await fieldRulesFor(db, enrollment, 'beneficiary_info'));
}

export function beneficiaryRelationships(): { name: string; value: string }[] {
  return BENEFICIARY_RELATIONSHIPS.map(({ name, value }) => ({ name, value }));
}

/**
 * The list the step starts from, SSNs in full (server-side only): the saved list once the step was
 * saved (even empty), else an existing member's beneficiaries on file (their date of birth as
 * `birthdate`), else none.
 */
async function knownBeneficiaries(
  { db, cipher }: { db: DbOrTx; cipher: DataCipher },
  enrollment: Enrollment,
  tabs?: Partial<TabData>,
): Promise<StoredBeneficiary[]> {
  const saved = tabs ?? (await readEnrollmentTabs(db, cipher, enrollment.id)).tabs;
  if (saved.beneficiary_info) return saved.beneficiary_info.beneficiaries;
  if (enrollment.memberId === null) return [];
  const rows = await findMemberBeneficiaries(db, enrollment.memberId);
  return rows.map((row) => {
    const birthdate = openMemberValue(cipher, 'member_beneficiaries:birthdate_enc', row.id, row.birthdateEnc);
    return {
      beneficiary_id: String(row.id),
      first_name: row.firstName,
      middle_name: row.middleName,
      last_name: row.lastName,
      birthdate: birthdate && isIsoDate(birthdate) ? formatUsDate(birthdate) : null,
      ssn: row.ssnEnc ? cipher.decrypt(row.ssnEnc, sealedAt('member_beneficiaries:ssn_enc', row.id)) : null,
      relationship: row.relationship,
      beneficiary_percentage: row.percentage,
    };
  });
}

/** GET get-beneficiaries-existing-user-enrollment: the starting list, SSNs masked. */
export async function existingBeneficiaries(context: StepContext, enrollment: Enrollment): Promise<BeneficiaryWire[]> {
  const known = await knownBeneficiaries(context, enrollment);
  return known.map((beneficiary) =>
    BeneficiaryWireSchema.parse(maskStepData({ ...beneficiary, beneficiary_id: String(beneficiary.beneficiary_id ?? '') })),
  );
}

/** The number on file for the beneficiary the form names (by id; a new one has none). */
const onFileFor = (values: BeneficiaryValues, known: readonly StoredBeneficiary[]) =>
  values.beneficiary_id === '' ? undefined : known.find((b) => String(b.beneficiary_id ?? '') === values.beneficiary_id)?.ssn;

const orNull = (value: string) => (value === '' ? null : value);

/** A checked beneficiary as it is listed and stored, with its id (a new one gets one). */
function listed(values: BeneficiaryValues, ssn: string | null): BeneficiaryWire {
  return {
    beneficiary_id: values.beneficiary_id || randomUUID(),
    first_name: values.first_name,
    middle_name: orNull(values.middle_name),
    last_name: values.last_name,
    birthdate: orNull(values.birthdate),
    ssn,
    relationship: values.relationship,
    beneficiary_percentage: Number(values.beneficiary_percentage),
  };
}

/**
 * POST validate-single-beneficiary: the popup's beneficiary checked, answered as it will be listed.
 * The SSN goes back as the browser sent it (typed, or still masked): nothing is stored yet.
 */
export async function validateBeneficiary(context: StepContext, enrollment: Enrollment, body: unknown): Promise<BeneficiaryWire> {
  const rules = await fieldRulesFor(context.db, enrollment, 'beneficiary_info');
  const values = parseOrRefuse(beneficiarySchema({ rules, today: context.today }), body);
  ssnToStore(values.ssn, onFileFor(values, await knownBeneficiaries(context, enrollment)), 'ssn');
  return listed(values, orNull(values.ssn));
}

/** POST save-beneficiary-info: every beneficiary and the list's rules, then the whole list stored sealed. */
export async function saveBeneficiaries(
  context: StepContext,
  enrollment: Enrollment,
  beneficiaries: unknown,
): Promise<{ version: number }> {
  const rules = await fieldRulesFor(context.db, enrollment, 'beneficiary_info');
  const values = parseOrRefuse(beneficiaryListSchema({ rules, today: context.today }), { beneficiaries });
  // The list on file (for masked SSNs sent back) is read in the save's own transaction.
  return withLockedTabs(context.db, context.cipher, { enrollmentId: enrollment.id, asOf: context.now }, async (locked) => {
    const known = await knownBeneficiaries({ db: locked.tx, cipher: context.cipher }, enrollment, await locked.read());
    const data: BeneficiaryInfo = {
      beneficiaries: values.beneficiaries.map((beneficiary, index) =>
        listed(beneficiary, ssnToStore(beneficiary.ssn, onFileFor(beneficiary, known), `beneficiaries.${index}.ssn`)),
      ),
    };
    return locked.write('beneficiary_info', data);
  });
}
