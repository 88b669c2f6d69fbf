/**
 * The agreement step (spec 001 §4 "Agreement", §7; DESIGN §3 "Agreement verification"): its
 * texts, its fields by the enrollment's process, the verification code e-mailed to the applicant
 * in the rep process, and the save, which keeps the evidence of what was signed, when and by whom.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_QUESTION,
  AGREEMENT_TEXTS,
  agreementFieldRules,
  agreementInfoSchema,
  agreementMode,
  formatUsDate,
  formFields,
  parseUsDate,
  SIGNATURE_PREFIX,
  type AgreementInfo,
  type FieldRules,
  type FieldError,
  type FormField,
  type PersonalInfo,
} from '@benefit-store/domain';
import type { FileStore } from '../../files/file-store';
import { ApiFailure, badRequest, fieldError } from '../../lib/http';
import { parseOrRefuse } from '../../lib/zod-failure';
import { enqueueMessage } from '../../mail/outbox.repository';
import { renderAgreementCodeEmail } from '../../mail/templates/agreement-code-email';
import type { Enrollment } from '../enrollment/enrollment-access';
import { readEnrollmentTabs, saveEnrollmentTab } from '../enrollment/tab-storage';
import { takeAttempt } from '../limits/abuse-limits';
import { takeEmailToRecipient, VERIFICATION_CODES_PER_ENROLLMENT } from '../limits/limit-rules';
import { enrollmentBrand } from '../sites/enrollment-brand';
import { findAgreementAgent, findAgreementGroup } from './agreement.repository';
import type { StepContext } from './personal.service';
import { findPortalFieldRules } from './wizard.repository';

export type AgreementContext = StepContext & { files: FileStore; publicUrl: string };
/** Who signed: the request's client address and user agent, kept with the agreement. */
export type Signer = { ip: string; userAgent: string | null };

/** A verification code works for 30 minutes, and for 5 wrong tries at most. */
export const CODE_MINUTES = 30;
const MAX_WRONG_TRIES = 5;

async function agreementRules({ db }: StepContext, enrollment: Enrollment): Promise<FieldRules> {
  const overrides = enrollment.portalId === null ? null : await findPortalFieldRules(db, enrollment.portalId);
  return agreementFieldRules(enrollment.eprocess ?? null, overrides);
}

const agentOf = (context: StepContext, enrollment: Enrollment) =>
  enrollment.agentId === null ? Promise.resolve(undefined) : findAgreementAgent(context.db, enrollment.agentId);
const groupOf = (context: StepContext, enrollment: Enrollment) =>
  enrollment.groupId === null ? Promise.resolve(undefined) : findAgreementGroup(context.db, enrollment.groupId);

/** The texts as the step shows them (and as a signed agreement stores them). */
export const agreementTexts = () => AGREEMENT_TEXTS.map((text) => ({ ...text }));
const textsHash = (texts: readonly object[]) => createHash('sha256').update(JSON.stringify(texts)).digest('hex');

/** The fields by the enrollment's process: the rep's or group's name and code prefilled, the question, today's date. */
export async function agreementFields(context: StepContext, enrollment: Enrollment): Promise<FormField[]> {
  const [rules, agent, group, { tabs }] = await Promise.all([
    agreementRules(context, enrollment),
    agentOf(context, enrollment),
    groupOf(context, enrollment),
    readEnrollmentTabs(context.db, context.cipher, enrollment.id),
  ]);
  const saved = tabs.agreement_info;
  const asksQuestion = rules.question?.required === true;
  return formFields(rules, {
    user_name: saved?.user_name,
    answer: saved?.answer,
    agent_name: agent ? `${agent.firstName} ${agent.lastName}` : null,
    agent_code: agent?.code,
    group_name: group?.name,
    group_code: group?.code,
    question_id: asksQuestion ? AGREEMENT_QUESTION.question_id : null,
    question: asksQuestion ? AGREEMENT_QUESTION.question : null,
    date: formatUsDate(context.today),
  });
}

const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};

/**
 * POST send-agreement-verification-code (ours): a fresh 6-digit code to the contact step's
 * address, stored only as its keyed hash in the (sealed) agreement tab, replacing the last one.
 */
export async function sendVerificationCode(
  context: AgreementContext,
  enrollment: Enrollment,
): Promise<{ message: string; sent_to: string }> {
  const rules = await agreementRules(context, enrollment);
  if (rules.verification_code?.required !== true) {
    throw new ApiFailure('conflict', [fieldError('verification_code', AGREEMENT_MESSAGES.noCodeForProcess)], {
      message: AGREEMENT_MESSAGES.noCodeForProcess,
    });
  }
  const { tabs } = await readEnrollmentTabs(context.db, context.cipher, enrollment.id);
  const email = tabs.contact_info?.email_address?.trim();
  if (!email) throw badRequest('verification_code', AGREEMENT_MESSAGES.noContactEmail);
  const saved = tabs.agreement_info ?? {};
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sentAt = context.now.toISOString();
  const verification = {
    code_hash: context.cipher.keyedHash(code),
    sent_at: sentAt,
    sent_to: email,
    wrong_tries: 0,
  };
  // The code and its e-mail are recorded together: no stored code without its message, nor the reverse.
  // The limits count in the same transaction: a code refused or not sent counts nothing.
  await context.db.transaction(async (tx) => {
    await takeAttempt(tx, context.cipher, VERIFICATION_CODES_PER_ENROLLMENT, enrollment.id, context.now);
    await takeEmailToRecipient(tx, context.cipher, email, context.now, 'verification_code');
    await saveEnrollmentTab(tx, context.cipher, {
      enrollmentId: enrollment.id,
      tab: 'agreement_info',
      data: { ...saved, verification },
      asOf: context.now,
    });
    const message = renderAgreementCodeEmail({
      publicUrl: context.publicUrl,
      brand: await enrollmentBrand(tx, enrollment),
      code,
      minutes: CODE_MINUTES,
    });
    await enqueueMessage(tx, { kind: 'agreement_code', to: email, ...message });
  });
  return { message: AGREEMENT_MESSAGES.codeSent, sent_to: maskEmail(email) };
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
/** The typed name matches the personal step's: first and last, with or without the middle name. */
function matchesApplicant(typed: string, personal: PersonalInfo | undefined): boolean {
  if (!personal) return false;
  const withoutMiddle = `${personal.first_name} ${personal.last_name}`;
  const withMiddle = personal.middle_name ? `${personal.first_name} ${personal.middle_name} ${personal.last_name}` : withoutMiddle;
  return [withoutMiddle, withMiddle].map(normalName).includes(normalName(typed));
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function signatureBytes(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
  if (bytes.length < 64 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw badRequest('signature', AGREEMENT_MESSAGES.signatureUnreadable);
  return bytes;
}

type Values = ReturnType<ReturnType<typeof agreementInfoSchema>['parse']>;

/** The checks that need the enrollment: the rep's and group's codes, the answer, the typed name. */
async function identityErrors(context: StepContext, enrollment: Enrollment, rules: FieldRules, values: Values, personal?: PersonalInfo) {
  const errors: FieldError[] = [];
  const needs = (field: string) => rules[field]?.required === true && !rules[field]?.read_only;
  if (needs('agent_code')) {
    const agent = await agentOf(context, enrollment);
    if (!agent || agent.code.toUpperCase() !== values.agent_code.toUpperCase())
      errors.push(fieldError('agent_code', AGREEMENT_MESSAGES.agentCode));
  }
  if (needs('group_code')) {
    const group = await groupOf(context, enrollment);
    if (!group || group.code.toUpperCase() !== values.group_code.toUpperCase())
      errors.push(fieldError('group_code', AGREEMENT_MESSAGES.groupCode));
  }
  if (needs('answer')) {
    const dob = enrollment.filterInfo.dob;
    if (!dob || parseUsDate(values.answer.replaceAll('-', '/')) !== dob) errors.push(fieldError('answer', AGREEMENT_MESSAGES.wrongAnswer));
  }
  if (needs('user_name') && !matchesApplicant(values.user_name, personal))
    errors.push(fieldError('user_name', AGREEMENT_MESSAGES.userName));
  return errors;
}

/** The code check; a wrong code is counted (and stored) before the refusal. */
async function verificationError(
  context: StepContext,
  enrollment: Enrollment,
  saved: AgreementInfo | undefined,
  code: string,
): Promise<FieldError | undefined> {
  const pending = saved?.verification;
  if (!pending) return fieldError('verification_code', AGREEMENT_MESSAGES.noVerificationCode);
  const expired = context.now.getTime() - Date.parse(pending.sent_at) > CODE_MINUTES * 60_000 || pending.wrong_tries >= MAX_WRONG_TRIES;
  if (expired) return fieldError('verification_code', AGREEMENT_MESSAGES.expiredVerificationCode);
  if (context.cipher.keyedHash(code) === pending.code_hash) return undefined;
  const verification = { ...pending, wrong_tries: pending.wrong_tries + 1 };
  await saveEnrollmentTab(context.db, context.cipher, {
    enrollmentId: enrollment.id,
    tab: 'agreement_info',
    data: { ...saved, verification },
    asOf: context.now,
  });
  return fieldError('verification_code', AGREEMENT_MESSAGES.wrongVerificationCode);
}

/** POST save-agreement-info: checked whole, then stored with its evidence; the signature goes sealed to the file store. */
export async function saveAgreement(
  context: AgreementContext,
  enrollment: Enrollment,
  body: unknown,
  signer: Signer,
): Promise<{ version: number }> {
  const rules = await agreementRules(context, enrollment);
  const texts = agreementTexts();
  const values = parseOrRefuse(agreementInfoSchema({ rules, texts }), body);
  const { tabs } = await readEnrollmentTabs(context.db, context.cipher, enrollment.id);
  const saved = tabs.agreement_info;
  const errors = await identityErrors(context, enrollment, rules, values, tabs.primary_info);
  if (rules.verification_code?.required === true && errors.length === 0) {
    const error = await verificationError(context, enrollment, saved, values.verification_code);
    if (error) errors.push(error);
  }
  if (errors.length > 0) throw new ApiFailure('invalid', errors, { message: errors[0]!.error_message });

  const signatureFileId =
    values.signature === ''
      ? null
      : await context.files.put({
          enrollmentId: enrollment.id,
          contentType: 'image/png',
          bytes: signatureBytes(values.signature),
          isPersonal: true,
        });
  const [agent, group] = await Promise.all([agentOf(context, enrollment), groupOf(context, enrollment)]);
  const orNull = (value: string) => (value === '' ? null : value);
  const asked = rules.question?.required === true;
  const data: AgreementInfo = {
    eprocess: enrollment.eprocess ?? null,
    question_id: asked ? AGREEMENT_QUESTION.question_id : null,
    question: asked ? AGREEMENT_QUESTION.question : null,
    answer: orNull(values.answer),
    verification_code: null,
    date: formatUsDate(context.today),
    agent_name: rules.agent_name?.required && agent ? `${agent.firstName} ${agent.lastName}` : null,
    agent_code: orNull(values.agent_code),
    group_name: rules.group_name?.required && group ? group.name : null,
    group_code: orNull(values.group_code),
    user_name: orNull(values.user_name),
    signature: null,
    mode: agreementMode(formFields(rules)) ?? null,
    texts,
    texts_sha256: textsHash(texts),
    consents: Object.fromEntries(texts.map((text) => [text.text_id, values.consents[text.text_id] === true])),
    signed_at: context.now.toISOString(),
    signer_ip: signer.ip,
    signer_user_agent: signer.userAgent,
    signature_file_id: signatureFileId,
    verification: null,
  };
  try {
    const result = await saveEnrollmentTab(context.db, context.cipher, {
      enrollmentId: enrollment.id,
      tab: 'agreement_info',
      data,
      asOf: context.now,
    });
    if (saved?.signature_file_id) await context.files.delete(enrollment.id, saved.signature_file_id);
    return result;
  } catch (error) {
    if (signatureFileId) await context.files.delete(enrollment.id, signatureFileId);
    throw error;
  }
}
