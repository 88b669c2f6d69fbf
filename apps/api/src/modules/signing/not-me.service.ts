/**
 * "This was not me" (DESIGN §3 "Rep-assisted applications", docs/decisions/0093): when a rep or
 * group completes an application, its applicant is told by e-mail who enrolled them, with a
 * single-use link (30 days) that flags the enrollment for the agency and writes an audit entry.
 */
import { randomBytes } from 'node:crypto';
import { SIGNING_MESSAGES } from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import { hashToken, type DataCipher } from '../../lib/data-cipher';
import { notFound } from '../../lib/http';
import { enqueueMessage } from '../../mail/outbox';
import { renderEnrolledByEmail } from '../../mail/templates/enrolled-by-email';
import { insertAuditEntries } from '../audit/index';
import type { Enrollment } from '../enrollment/index';
import { enrollerName, enrollmentBrand } from '../sites/index';
import { flagNotMe, insertLinkToken, useLink } from './link-tokens.repository';

export const NOT_ME_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

const isEnrollerFilled = (enrollment: Enrollment) => enrollment.eprocess === 'rep' || enrollment.eprocess === 'group';
export const appLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** In completion's transaction: the e-mail and its link, for an application a rep or group filled; nothing otherwise. */
export async function queueEnrolledByNotice(
  tx: DbOrTx,
  input: {
    cipher: DataCipher;
    publicUrl: string;
    enrollment: Enrollment;
    applicantEmail: string;
    applicantName: string;
    plans: string[];
    now: Date;
  },
) {
  const to = input.applicantEmail.trim();
  if (!isEnrollerFilled(input.enrollment) || !to) return;
  const token = randomBytes(32).toString('base64url');
  await insertLinkToken(
    tx,
    {
      tokenHash: hashToken(token),
      enrollmentId: input.enrollment.id,
      purpose: 'not_me',
      expiresAt: new Date(input.now.getTime() + NOT_ME_LINK_DAYS * DAY_MS),
    },
    { replacing: true },
  );
  const email = renderEnrolledByEmail({
    publicUrl: input.publicUrl,
    brand: await enrollmentBrand(tx, input.enrollment),
    enroller: await enrollerName(tx, input.enrollment),
    applicantName: input.applicantName,
    plans: input.plans,
    notMeLink: appLink(input.publicUrl, `/not-me/${token}`),
    days: NOT_ME_LINK_DAYS,
  });
  await enqueueMessage(tx, input.cipher, { kind: 'enrolled_by', to, ...email });
}

/**
 * POST not-me/{token}: in one transaction the link is used up, the enrollment flagged, and the
 * audit entry written (by the link's holder: the browser, by its token's hash).
 */
export async function reportNotMe(db: Db, { token, browserToken, now }: { token: string; browserToken: string; now: Date }) {
  await db.transaction(async (tx) => {
    const enrollmentId = await useLink(tx, hashToken(token), 'not_me', now);
    if (!enrollmentId) throw notFound('token', SIGNING_MESSAGES.notMeInvalid);
    const flagged = await flagNotMe(tx, enrollmentId, now);
    await insertAuditEntries(tx, [
      {
        at: now,
        actorKind: 'browser',
        actorId: hashToken(browserToken),
        action: 'change',
        subject: 'member',
        enrollmentId,
        memberId: flagged?.memberId ?? null,
        scope: null,
        call: 'not-me',
      },
    ]);
  });
  return { message: SIGNING_MESSAGES.notMeThanks };
}
