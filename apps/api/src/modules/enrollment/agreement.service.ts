/**
 * The agreement step (spec 001 §4 "Agreement", §7; DESIGN §3 "Agreement verification"): its
 * texts, its fields by the enrollment's process, the verification code e-mailed to the applicant
 * in the rep process, and the save, which keeps the evidence of what was signed, when and by whom.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_QUESTION,
  agreementTextsFor,
  agreementFieldRules,
  agreementInfoSchema,
  agreementMode,
  formatUsDate,
  formFields,
  parseUsDate,
  SIGNATURE_PREFIX,
  tierLabel,
  type AgreementInfo,
  type FieldRules,
  type FieldError,
  type FormField,
  type PersonalInfo,
} from '@benefit-store/domain';
import type { FileStore } from '../../files/file-store';
import { filterDobOf } from '../../lib/enrollment-contact';
import { ApiFailure, badRequest, fieldError } from '../../lib/http';
import { parseOrRefuse } from '../../lib/zod-failure';
import { enqueueMessage } from '../../mail/outbox';
import { renderAgreementCodeEmail } from '../../mail/templates/agreement-code-email';
import type { Enrollment } from '../../lib/enrollment-access';
import { readEnrollmentTabs, withLockedTabs, type LockedTabs } from './tab-storage';
import { takeAttempt, takeEmailToRecipient, VERIFICATION_CODES_PER_ENROLLMENT } from '../limits/index';
import { loadCart } from '../cart/index';
import { enrollerName, enrollmentBrand } from '../sites/index';
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
export const agreementTexts = (enrollment: Enrollment) => agreementTextsFor(enrollment.eprocess ?? null).map((text) => ({ ...text }));
export const textsHash = (texts: readonly object[]) => createHash('sha256').update(JSON.stringify(texts)).digest('hex');

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

/** An address as an answer shows it: `m•••@example.com`. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};

/** What the applicant consents to by giving the code: the agreement in their own words (docs/decisions/0100). */
export const applicantTexts = () => agreementTextsFor('applicant').map((text) => ({ ...text }));

/**
 * POST send-agreement-verification-code (ours): a fresh 6-digit code to the contact step's
 * address, stored only as its keyed hash in the (sealed) agreement tab, replacing the last one.
 * The e-mail carries the plans with their options and the agreement the code consents to.
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
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The code and its e-mail are recorded together: no stored code without its message, nor the reverse.
  // The limits count in the same transaction: a code refused or not sent counts nothing. The tab is
  // read under the enrollment's lock, so an agreement another window signed meanwhile is not put back.
  const email = await withLockedTabs(context.db, context.cipher, { enrollmentId: enrollment.id, asOf: context.now }, async (locked) => {
    const tabs = await locked.read();
    const to = tabs.contact_info?.email_address?.trim();
    if (!to) throw badRequest('verification_code', AGREEMENT_MESSAGES.noContactEmail);
    await takeAttempt(locked.tx, context.cipher, VERIFICATION_CODES_PER_ENROLLMENT, enrollment.id, context.now);
    await takeEmailToRecipient(locked.tx, context.cipher, to, context.now, 'verification_code');
    const texts = applicantTexts();
    const verification = {
      code_hash: context.cipher.keyedHash(code),
      sent_at: context.now.toISOString(),
      sent_to: to,
      wrong_tries: 0,
      texts_sha256: textsHash(texts),
    };
    await locked.write('agreement_info', { ...(tabs.agreement_info ?? {}), verification });
    const cart = await loadCart(locked.tx, enrollment);
    const message = renderAgreementCodeEmail({
      publicUrl: context.publicUrl,
      brand: await enrollmentBrand(locked.tx, enrollment),
      enroller: await enrollerName(locked.tx, enrollment),
      code,
      minutes: CODE_MINUTES,
      plans: cart.lines,
      totals: cart.totals,
      tierLabel: cart.tier ? tierLabel(cart.tier, { hasPremierPlan: cart.hasPremierPlan }) : null,
      effectiveDate: enrollment.effectiveDate,
      texts,
    });
    await enqueueMessage(locked.tx, context.cipher, { kind: 'agreement_code', to, ...message });
    return to;
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
export function signatureBytes(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
  if (bytes.length < 64 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw badRequest('signature', AGREEMENT_MESSAGES.signatureUnreadable);
  return bytes;
}

type Values = ReturnType<ReturnType<typeof agreementInfoSchema>['parse']>;

type Party = { code: string } | undefined;

/** The checks that need the enrollment: the rep's and group's codes, the answer (its filter's date of birth), the typed name. */
function identityErrors(
  { dob, agent, group }: { dob: string | undefined; agent: Party; group: Party },
  rules: FieldRules,
  values: Values,
  personal?: PersonalInfo,
) {
  const errors: FieldError[] = [];
  const needs = (field: string) => rules[field]?.required === true && !rules[field]?.read_only;
  if (needs('agent_code') && (!agent || agent.code.toUpperCase() !== values.agent_code.toUpperCase()))
    errors.push(fieldError('agent_code', AGREEMENT_MESSAGES.agentCode));
  if (needs('group_code') && (!group || group.code.toUpperCase() !== values.group_code.toUpperCase()))
    errors.push(fieldError('group_code', AGREEMENT_MESSAGES.groupCode));
  if (needs('answer')) {
    if (!dob || parseUsDate(values.answer.replaceAll('-', '/')) !== dob) errors.push(fieldError('answer', AGREEMENT_MESSAGES.wrongAnswer));
  }
  if (needs('user_name') && !matchesApplicant(values.user_name, personal))
    errors.push(fieldError('user_name', AGREEMENT_MESSAGES.userName));
  return errors;
}

/**
 * The code check, under the enrollment's lock: a wrong code is counted (and stored) before the
 * refusal, so guesses sent at once are counted one after the other and no more than 5 are tried.
 */
async function verificationError(
  context: StepContext,
  locked: LockedTabs,
  { saved, contactEmail }: { saved: AgreementInfo | undefined; contactEmail: string | null | undefined },
  code: string,
): Promise<FieldError | undefined> {
  const pending = saved?.verification;
  if (!pending) return fieldError('verification_code', AGREEMENT_MESSAGES.noVerificationCode);
  // The code proves the applicant's address only while it is still the contact address (DESIGN §3 "Rep-assisted applications").
  if (pending.sent_to.trim().toLowerCase() !== (contactEmail ?? '').trim().toLowerCase())
    return fieldError('verification_code', AGREEMENT_MESSAGES.codeForOtherAddress);
  const expired = context.now.getTime() - Date.parse(pending.sent_at) > CODE_MINUTES * 60_000 || pending.wrong_tries >= MAX_WRONG_TRIES;
  if (expired) return fieldError('verification_code', AGREEMENT_MESSAGES.expiredVerificationCode);
  if (context.cipher.keyedHash(code) === pending.code_hash) return undefined;
  await locked.write('agreement_info', { ...saved, verification: { ...pending, wrong_tries: pending.wrong_tries + 1 } });
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
  const texts = agreementTexts(enrollment);
  const values = parseOrRefuse(agreementInfoSchema({ rules, texts }), body);
  const [agent, group] = await Promise.all([agentOf(context, enrollment), groupOf(context, enrollment)]);
  // Checked under the enrollment's lock (the typed name against the personal step, the code and its
  // tries); a wrong code's count is kept although the save is refused.
  const { errors, emailedTexts } = await withLockedTabs(
    context.db,
    context.cipher,
    { enrollmentId: enrollment.id, asOf: context.now },
    async (locked) => {
      const tabs = await locked.read();
      const found = identityErrors({ dob: filterDobOf(context.cipher, enrollment), agent, group }, rules, values, tabs.primary_info);
      const byCode = rules.verification_code?.required === true;
      if (byCode && found.length === 0) {
        const error = await verificationError(
          context,
          locked,
          { saved: tabs.agreement_info, contactEmail: tabs.contact_info?.email_address },
          values.verification_code,
        );
        if (error) found.push(error);
      }
      return { errors: found, emailedTexts: byCode ? (tabs.agreement_info?.verification?.texts_sha256 ?? null) : null };
    },
  );
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
    applicant_texts_sha256: emailedTexts,
    verification: null,
  };
  try {
    // The signature it replaces is the one on file when it is written, not when the save began.
    const { version, replaced } = await withLockedTabs(
      context.db,
      context.cipher,
      { enrollmentId: enrollment.id, asOf: context.now },
      async (locked) => {
        const replaced = (await locked.read()).agreement_info?.signature_file_id ?? null;
        return { ...(await locked.write('agreement_info', data)), replaced };
      },
    );
    if (replaced) await context.files.delete(enrollment.id, replaced);
    return { version };
  } catch (error) {
    if (signatureFileId) await context.files.delete(enrollment.id, signatureFileId);
    throw error;
  }
}
