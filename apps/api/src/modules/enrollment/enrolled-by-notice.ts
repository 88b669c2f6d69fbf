/**
 * "This was not me" (DESIGN §3 "Rep-assisted applications", docs/decisions/0093): when a rep or
 * group completes an application, its applicant is told by e-mail who enrolled them, with a
 * single-use link (30 days) that flags the enrollment for the agency and writes an audit entry.
 * Completion queues the notice here; the link is answered by the signing module's not-me call.
 */
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { appLink } from '../../lib/app-link';
import { hashToken, type DataCipher } from '../../lib/data-cipher';
import type { Enrollment } from '../../lib/enrollment-access';
import { insertLinkToken } from '../../lib/link-tokens.repository';
import { enqueueMessage } from '../../mail/outbox';
import { renderEnrolledByEmail } from '../../mail/templates/enrolled-by-email';
import { enrollerName, enrollmentBrand } from '../sites/index';

const NOT_ME_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

const isEnrollerFilled = (enrollment: Enrollment) => enrollment.eprocess === 'rep' || enrollment.eprocess === 'group';

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
