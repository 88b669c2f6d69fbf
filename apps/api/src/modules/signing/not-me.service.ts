/**
 * "This was not me" (DESIGN §3 "Rep-assisted applications", docs/decisions/0093): the single-use
 * link of the e-mail completion sends the applicant (enrollment/enrolled-by-notice.ts) flags the
 * enrollment for the agency and writes an audit entry.
 */
import { SIGNING_MESSAGES } from '@benefit-store/domain';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/data-cipher';
import { notFound } from '../../lib/http';
import { insertAuditEntries } from '../audit/index';
import { flagNotMe, useLink } from '../../lib/link-tokens.repository';

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
