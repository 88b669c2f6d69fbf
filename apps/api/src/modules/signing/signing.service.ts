/**
 * "Send to the applicant to sign" (DESIGN §3 "Rep-assisted applications", docs/decisions/0092):
 * the rep or group that filled an application e-mails its applicant a single-use link (7 days);
 * the applicant reviews the application masked and read-only, ticks their own consents and signs,
 * which completes the enrollment. The link binds no browser and opens nothing else.
 */
import { randomBytes } from 'node:crypto';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_TEXTS,
  agreementInfoSchema,
  formatUsDate,
  REVIEW_CARD_TITLES,
  reviewCards,
  SAVED_TAB_OF_STEP,
  SIGNING_MESSAGES,
  WIZARD_MESSAGES,
  type AgreementInfo,
  type ReceiptData,
  type SignApplicationBody,
  type SigningView,
} from '@benefit-store/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/file-store';
import { hashToken, type DataCipher } from '../../lib/data-cipher';
import { ApiFailure, badRequest, fieldError, notFound } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { parseOrRefuse } from '../../lib/zod-failure';
import { enqueueMessage } from '../../mail/outbox';
import { renderSigningLinkEmail } from '../../mail/templates/signing-link-email';
import { isStaffEmail } from '../accounts/index';
import { findStaff } from '../../lib/staff-session';
import { findEnrollmentMember, insertAuditEntries } from '../audit/index';
import {
  enrollmentCompleted,
  refuseCompleted,
  requireEnrollment,
  requireEnrollmentAccess,
  type Enrollment,
} from '../../lib/enrollment-access';
import {
  withLockedTabs,
  lockEnrollment,
  dynamicTabs,
  completeEnrollment,
  requireStepsSaved,
  maskEmail,
  signatureBytes,
  textsHash,
  type Signer,
} from '../enrollment/index';
import { readTempInfo } from '../filter/index';
import { takeEmailToRecipient } from '../limits/index';
import { signingCart } from './signing-cart';
import { enrollerName, enrollmentBrand } from '../sites/index';
import { findLiveLink, insertLinkToken, useLink } from '../../lib/link-tokens.repository';
import { appLink } from '../../lib/app-link';

export const SIGNING_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

export type SigningContext = { db: Db; cipher: DataCipher; files: FileStore; publicUrl: string; now: Date };

const linkInvalid = () => notFound('token', SIGNING_MESSAGES.linkInvalid);
const refuse = (kind: 'unauthenticated' | 'conflict', message: string) =>
  new ApiFailure(kind, [fieldError('enrollment_id', message)], { message });

/** Only the signed-in rep or group administrator the enrollment belongs to sends it; anyone else holding it is asked to sign in. */
async function requireEnroller(context: SigningContext, request: FastifyRequest, enrollment: Enrollment) {
  const staff = await findStaff(context.db, request, context.now);
  const isEnroller =
    staff !== undefined &&
    ((staff.role === 'agent' && staff.agentId !== null && staff.agentId === enrollment.agentId) ||
      (staff.role === 'group' && staff.groupId !== null && staff.groupId === enrollment.groupId));
  if (!isEnroller) throw refuse('unauthenticated', SIGNING_MESSAGES.signIn);
  if (enrollment.eprocess !== 'rep' && enrollment.eprocess !== 'group') throw refuse('conflict', SIGNING_MESSAGES.notRepOrGroup);
}

/**
 * POST send-to-applicant-to-sign: in one transaction under the enrollment's lock, the steps before
 * the agreement are checked, the e-mail to the applicant is counted against the address's hourly
 * limit, the link is stored (hashed; the last one removed) and its e-mail queued.
 */
export async function sendToSign(context: SigningContext, request: FastifyRequest, enrollmentId: string) {
  const enrollment = await requireEnrollmentAccess(context.db, request, enrollmentId);
  await requireEnroller(context, request, enrollment);
  refuseCompleted(enrollment);
  const token = randomBytes(32).toString('base64url');
  const to = await context.db.transaction(async (tx) => {
    // Completed meanwhile (by the rep's own code path): nothing is sent.
    if ((await lockEnrollment(tx, enrollment.id))?.status === 'completed') throw enrollmentCompleted();
    const tabs = await requireStepsSaved(tx, context.cipher, enrollment, ['agreement_info', 'review_info']);
    const address = tabs.contact_info?.email_address?.trim();
    if (!address) throw badRequest('email_address', AGREEMENT_MESSAGES.noContactEmail);
    // The applicant's own address only (DESIGN §3): a staff sign-in address saved before that check existed is refused here too.
    if (await isStaffEmail(tx, address)) throw badRequest('email_address', WIZARD_MESSAGES.staffEmailAsContact);
    await takeEmailToRecipient(tx, context.cipher, address, context.now);
    await insertLinkToken(
      tx,
      {
        tokenHash: hashToken(token),
        enrollmentId: enrollment.id,
        purpose: 'signing',
        expiresAt: new Date(context.now.getTime() + SIGNING_LINK_DAYS * DAY_MS),
      },
      { replacing: true },
    );
    const email = renderSigningLinkEmail({
      publicUrl: context.publicUrl,
      brand: await enrollmentBrand(tx, enrollment),
      enroller: await enrollerName(tx, enrollment),
      link: appLink(context.publicUrl, `/sign/${token}`),
      days: SIGNING_LINK_DAYS,
    });
    await enqueueMessage(tx, context.cipher, { kind: 'signing_link', to: address, ...email });
    return address;
  });
  return { message: SIGNING_MESSAGES.linkSent, sent_to: maskEmail(to) };
}

/** The open enrollment of a live signing link; the same refusal for an unknown, used, replaced or expired link, or a completed enrollment. */
async function openEnrollmentOf(db: Parameters<typeof findLiveLink>[0], token: string, now: Date): Promise<Enrollment> {
  const enrollmentId = await findLiveLink(db, hashToken(token), 'signing', now);
  const enrollment = enrollmentId ? await requireEnrollment(db, enrollmentId) : undefined;
  if (!enrollment || enrollment.status === 'completed') throw linkInvalid();
  return enrollment;
}

const BIRTH_DATE_KEY = /(^|_)(birthdate|birth_date|dob)$/i;
/** Birth dates to the year: the link travels by e-mail, and a birth date is what a rep is asked to prove the applicant with. */
function maskBirthDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskBirthDates);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      BIRTH_DATE_KEY.test(key) && typeof inner === 'string' ? inner.replace(/^\d{2}\/\d{2}\//, 'xx/xx/') : maskBirthDates(inner),
    ]),
  );
}

/** GET signing/{token}: the review's cards (but the agreement, which the applicant signs here), masked as the review shows them, and more. */
export async function openSigning(context: SigningContext, token: string): Promise<SigningView> {
  const enrollment = await openEnrollmentOf(context.db, token, context.now);
  const required = (await dynamicTabs(context.db, enrollment)).filter((tab) => tab.required).map((tab) => tab.tab_name);
  const sections = reviewCards(required)
    .filter((tab) => tab !== 'agreement_info')
    .map((tab) => ({
      tab,
      title: REVIEW_CARD_TITLES[tab],
      data: maskBirthDates(readTempInfo(enrollment, SAVED_TAB_OF_STEP[tab], context.cipher)),
    }));
  const personal = readTempInfo(enrollment, 'primary_info', context.cipher) as { first_name?: string; last_name?: string } | null;
  return {
    enroller: await enrollerName(context.db, enrollment),
    applicant_name: [personal?.first_name, personal?.last_name].filter(Boolean).join(' '),
    sections,
    cart: await signingCart(context.db, enrollment, context.now),
    texts: AGREEMENT_TEXTS.map((text) => ({ ...text })),
  };
}

/** The applicant's consents and signature, checked as the agreement step checks them (every required text ticked, a readable PNG). */
function checkedSignature(body: SignApplicationBody) {
  const rules = { signature: { required: true, read_only: false } };
  const values = parseOrRefuse(agreementInfoSchema({ rules, texts: AGREEMENT_TEXTS }), {
    consents: body.consents ?? {},
    signature: body.signature ?? '',
  });
  return { consents: values.consents, bytes: signatureBytes(values.signature) };
}

/**
 * POST signing/{token}: the signature goes sealed to the file store; then one transaction uses the
 * link up, stores the agreement with its evidence (mode 'applicant-link') and completes the
 * enrollment exactly as save-review-info does, with its audit entries. A refused or failed
 * transaction leaves the link, the enrollment and the file store as they were.
 */
export async function signApplication(
  context: SigningContext,
  { token, body, signer, browserToken }: { token: string; body: SignApplicationBody; signer: Signer; browserToken: string },
): Promise<ReceiptData> {
  // The link first: a stranger's body is not even read.
  const { id: enrollmentId } = await openEnrollmentOf(context.db, token, context.now);
  const { consents, bytes } = checkedSignature(body);
  const texts = AGREEMENT_TEXTS.map((text) => ({ ...text }));
  const signatureFileId = await context.files.put({ enrollmentId, contentType: 'image/png', bytes, isPersonal: true });
  try {
    const { receipt, replaced } = await context.db.transaction(async (tx) => {
      if ((await useLink(tx, hashToken(token), 'signing', context.now)) !== enrollmentId) throw linkInvalid();
      const enrollment = await requireEnrollment(tx, enrollmentId);
      if (enrollment.status === 'completed') throw linkInvalid();
      const replaced = await withLockedTabs(tx, context.cipher, { enrollmentId, asOf: context.now }, async (locked) => {
        const saved = (await locked.read()).agreement_info;
        const data: AgreementInfo = {
          eprocess: enrollment.eprocess ?? null,
          date: formatUsDate(storeToday(context.now)),
          mode: 'applicant-link',
          texts,
          texts_sha256: textsHash(texts),
          consents: Object.fromEntries(texts.map((text) => [text.text_id, consents[text.text_id] === true])),
          signed_at: context.now.toISOString(),
          signer_ip: signer.ip,
          signer_user_agent: signer.userAgent,
          signature_file_id: signatureFileId,
          verification: null,
        };
        await locked.write('agreement_info', data);
        return saved?.signature_file_id ?? null;
      });
      const receipt = await completeEnrollment(
        { db: tx, cipher: context.cipher, publicUrl: context.publicUrl, now: context.now },
        enrollmentId,
        { enrollment_id: enrollmentId, additional_notes: null, first_enroll: 1 },
        // No browser keeps a receipt: the signing page shows its confirmation once, from this answer.
        null,
      );
      const memberId = await findEnrollmentMember(tx, enrollmentId);
      // As save-review-info is audited (docs/decisions/0048), by the link's holder: the browser, by its token's hash.
      const memberEntry = { at: context.now, actorKind: 'browser' as const, actorId: hashToken(browserToken), action: 'change' as const };
      await insertAuditEntries(
        tx,
        (['ssn', 'payment'] as const).map((subject) => ({
          ...memberEntry,
          subject,
          enrollmentId,
          memberId,
          scope: null,
          call: 'signing',
        })),
      );
      return { receipt, replaced };
    });
    if (replaced) await context.files.delete(enrollmentId, replaced);
    return receipt;
  } catch (error) {
    await context.files.delete(enrollmentId, signatureFileId);
    throw error;
  }
}
