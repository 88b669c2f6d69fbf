import type { FastifyRequest } from 'fastify';
import {
  CONTINUE_CODE_DAYS,
  continueCodeRefusal,
  DIRECT_CONTINUE_DAYS,
  directContinueRefusal,
  EnrollTypeSchema,
  EprocessSchema,
  OpenTypeSchema,
  RESUME_MESSAGES,
  RESUME_TEXTS,
  SAVED_TAB_TITLES,
  SavedTabSchema,
  type CodeRefusal,
  type ContinueEnrollmentBody,
  type ContinueResult,
  type LinkRefusal,
  type SaveLaterTab,
} from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import { hashToken, type DataCipher } from '../../lib/data-cipher';
import { addressHash, sealSavedEmail } from '../../lib/enrollment-contact';
import { ApiFailure, fieldError, notFound } from '../../lib/http';
import { enqueueMessage } from '../../mail/outbox';
import { renderContinueEmail } from '../../mail/templates/continue-email';
import {
  bindBrowser,
  enrollmentCompleted,
  keepHoldOfSaver,
  refuseCompleted,
  requireEnrollment,
  type Enrollment,
} from '../../lib/enrollment-access';
import {
  countInWindow,
  takeAttempt,
  windowReached,
  CONTINUE_CODES_PER_ADDRESS,
  FAILED_RESUMES_STORE_WIDE,
  SAVE_LATER_EMAILS_PER_ENROLLMENT,
  takeEmailToRecipient,
  WRONG_CODES_PER_EMAIL_AT_CEILING,
} from '../limits/index';
import { enrollmentBrand } from '../sites/index';
import { continuePageUrl, directContinueLink, newContinueCode, newLinkToken } from './continue-secrets';
import * as repo from './resume.repository';

const DAY_MS = 86_400_000;
/** Draws of a fresh code before giving up: one clash among ~8.5e11 codes is already unlikely. */
const CODE_DRAWS = 5;

const daysAfter = (asOf: Date, days: number) => new Date(asOf.getTime() + days * DAY_MS);
/** Codes are matched with the address they were sent to, whatever its case. */
const addressKey = (email: string) => email.trim().toLowerCase();

/**
 * save-enrollment for a wizard step (DESIGN §3 "Save and continue later"): in one transaction,
 * the tab to resume at and the address are recorded, the enrollment's live code and link are
 * replaced by new ones (stored only hashed), and the e-mail with both is put in the outbox,
 * within the e-mail limits per enrollment and per recipient (counted in the same transaction).
 */
export async function saveForLater(
  db: Db,
  { cipher, publicUrl, request }: { cipher: DataCipher; publicUrl: string; request: FastifyRequest },
  enrollment: Enrollment,
  { email, tab }: { email: string; tab: SaveLaterTab },
  now: Date,
): Promise<{ message: string }> {
  refuseCompleted(enrollment);
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    if (
      !(await repo.recordSavedTab(tx, enrollment.id, { savedTab: tab, emailEnc: sealSavedEmail(cipher, enrollment.id, email), asOf: now }))
    )
      throw enrollmentCompleted();
    await takeAttempt(tx, cipher, SAVE_LATER_EMAILS_PER_ENROLLMENT, enrollment.id, now);
    await takeEmailToRecipient(tx, cipher, email, now);
    const replacedGrantId = await repo.replaceLiveGrant(tx, enrollment.id, now);
    const { code, grantId } = await insertFreshCode(tx, cipher, {
      enrollmentId: enrollment.id,
      emailHash: addressHash(cipher, email),
      expiresAt: daysAfter(now, CONTINUE_CODE_DAYS),
      linkTokenHash: hashToken(token),
      linkExpiresAt: daysAfter(now, DIRECT_CONTINUE_DAYS),
    });
    // The new save ends the holds of the old one's code and link (docs/decisions/0090), except the
    // hold of the browser asking for it: it was let in to ask, and keeps going.
    if (replacedGrantId)
      await keepHoldOfSaver(tx, request, { enrollmentId: enrollment.id, fromGrantId: replacedGrantId, toGrantId: grantId });
    const message = renderContinueEmail({
      publicUrl,
      brand: await enrollmentBrand(tx, enrollment),
      code,
      link: directContinueLink(publicUrl, token, tab),
      stepTitle: SAVED_TAB_TITLES[tab],
      continuePageUrl: continuePageUrl(publicUrl),
    });
    await enqueueMessage(tx, cipher, { kind: 'continue_code', to: email, ...message });
  });
  return { message: RESUME_TEXTS.saved };
}

async function insertFreshCode(
  tx: DbOrTx,
  cipher: DataCipher,
  grant: Omit<Parameters<typeof repo.insertGrant>[1], 'codeHash'>,
): Promise<{ code: string; grantId: string }> {
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const code = newContinueCode();
    const grantId = await repo.insertGrant(tx, { ...grant, codeHash: cipher.keyedHash(code) });
    if (grantId) return { code, grantId };
  }
  throw new Error('no free continue code after several draws');
}

/** The continue result (spec 001 §3): the enrollment, the tab to resume at and its session. */
function continueResult(enrollment: Enrollment): ContinueResult {
  return {
    enrollment_id: enrollment.id,
    // A continued enrollment was saved with its tab; without one the wizard starts at its first step.
    saved_tab: SavedTabSchema.catch('primary_info').parse(enrollment.savedTab),
    others: {
      group_id: enrollment.groupId,
      platform_group_id: enrollment.portalId,
      agent_id: enrollment.agentId,
      open_type: OpenTypeSchema.safeParse(enrollment.openType).data ?? null,
      type: enrollment.type,
      eprocess: EprocessSchema.safeParse(enrollment.eprocess).data ?? null,
      enroll_type: EnrollTypeSchema.safeParse(enrollment.enrollType).data ?? null,
    },
  };
}

type Refusal = CodeRefusal | LinkRefusal;

/** Each refusal with the status of its kind, under the field it concerns: the code's under `code`, the link's under its path part. */
function refusalFailure(refusal: Refusal, target: 'code' | 'enrollment_id'): ApiFailure {
  const message = RESUME_MESSAGES[refusal];
  const errors = [fieldError(target, message)];
  switch (refusal) {
    case 'notOpened':
      return new ApiFailure('invalid', errors, { message });
    case 'completed':
      return new ApiFailure('conflict', errors, { message });
    case 'replacedCode':
    case 'expiredCode':
    case 'lockedCode':
    case 'replacedLink':
    case 'expiredLink':
    case 'usedLink':
      return new ApiFailure('gone', errors, { message });
  }
}

/** Refusals are thrown after the transaction, so the wrong tries it counted are kept. */
type Outcome = { result: ContinueResult } | { refusal: Refusal };
function resultOf(outcome: Outcome, target: 'code' | 'enrollment_id'): ContinueResult {
  if ('refusal' in outcome) throw refusalFailure(outcome.refusal, target);
  return outcome.result;
}

/**
 * continue-enrollment: the code with its address binds this browser to the enrollment, beside
 * its other holders. A wrong address counts a wrong try against the code's enrollment (only who
 * holds the code can make one); a code that does not exist counts against nobody's code, so a
 * stranger typing codes with someone's address cannot lock that person out. Every try, right or
 * wrong, counts against the client address first; every refused try counts toward the store's
 * hourly ceiling (docs/decisions/0091), past which only the addresses that have a live code have
 * their codes checked, a few wrong tries each, and every try that does not open an enrollment gets
 * the ceiling's refusal.
 */
export async function continueWithCode(
  db: Db,
  cipher: DataCipher,
  request: FastifyRequest,
  { code, email }: ContinueEnrollmentBody,
  now: Date,
) {
  await takeAttempt(db, cipher, CONTINUE_CODES_PER_ADDRESS, request.ip, now);
  const address = addressKey(email);
  const ceiling = await windowReached(db, cipher, FAILED_RESUMES_STORE_WIDE, STORE, now);
  if (ceiling) await refuseUncheckedAtCeiling(db, cipher, address, ceiling, now);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const grant = await repo.findGrantByCode(tx, cipher.keyedHash(code));
    if (!grant) return { refusal: 'notOpened' };
    const enrollment = await requireEnrollment(tx, grant.enrollmentId);
    const isEmailMatching = grant.emailHash === addressHash(cipher, address);
    const refusal = continueCodeRefusal({
      isReplaced: grant.replacedAt !== null,
      isEnrollmentCompleted: enrollment.status === 'completed',
      expiresAt: grant.expiresAt,
      wrongTries: grant.failedAttempts,
      isEmailMatching,
      asOf: now,
    });
    if (!isEmailMatching) await repo.countWrongTry(tx, grant.id);
    if (refusal) return { refusal };
    await bindBrowser(tx, request, { enrollmentId: enrollment.id, grantId: grant.id });
    return { result: continueResult(enrollment) };
  });
  if ('refusal' in outcome) {
    await countInWindow(db, cipher, FAILED_RESUMES_STORE_WIDE, STORE, now);
    if (ceiling) {
      await countInWindow(db, cipher, WRONG_CODES_PER_EMAIL_AT_CEILING, address, now);
      // One answer for every try that opens nothing, checked or not (an address with a code is not told apart).
      if (outcome.refusal === 'notOpened') throw ceiling;
    }
  }
  return resultOf(outcome, 'code');
}

/** The store-wide counter's subject: every try of every address. */
const STORE = 'store';

/**
 * At the ceiling a code is checked only with an address that has a live code and has wrong tries
 * left this hour; any other try gets the ceiling's refusal without being looked at. The owner's
 * right code with its address still opens the enrollment (and the e-mailed link always does).
 */
async function refuseUncheckedAtCeiling(db: Db, cipher: DataCipher, address: string, ceiling: ApiFailure, now: Date) {
  if (await windowReached(db, cipher, WRONG_CODES_PER_EMAIL_AT_CEILING, address, now)) throw ceiling;
  if (!(await repo.hasLiveCode(db, addressHash(cipher, address)))) throw ceiling;
}

/**
 * direct-continue/{token}: the e-mailed link binds the first browser that opens it within 7 days
 * (that browser may open it again); any other browser is told it was used.
 */
export async function continueWithLink(db: Db, request: FastifyRequest, token: string, now: Date) {
  const browser = hashToken(request.browserToken);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const grant = await repo.findGrantByLink(tx, hashToken(token));
    if (!grant) throw notFound('enrollment_id', RESUME_MESSAGES.unknownLink);
    const enrollment = await requireEnrollment(tx, grant.enrollmentId);
    const refusal = directContinueRefusal({
      isReplaced: grant.replacedAt !== null,
      isEnrollmentCompleted: enrollment.status === 'completed',
      expiresAt: grant.linkExpiresAt,
      usedBy: grant.linkUsedBy,
      browser,
      asOf: now,
    });
    if (refusal) return { refusal };
    if (grant.linkUsedAt === null) await repo.markLinkUsed(tx, grant.id, { browserTokenHash: browser, asOf: now });
    await bindBrowser(tx, request, { enrollmentId: enrollment.id, grantId: grant.id });
    return { result: continueResult(enrollment) };
  });
  return resultOf(outcome, 'enrollment_id');
}
