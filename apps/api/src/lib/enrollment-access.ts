import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { hashToken } from './data-cipher';
import { ApiFailure, fieldError, notFound } from './http';
import { findStaff } from './staff-session';
import type { EnrollmentCache } from './enrollment-cache';
import { bindHolder, endBrowserHolds, findEnrollment, findHold, keptEnrollment, moveHold, touchHold } from './enrollment.repository';

const DAY_MS = 86_400_000;

export type Enrollment = NonNullable<Awaited<ReturnType<typeof findEnrollment>>>;

/** Loads an enrollment by id without an ownership check (internal use only), or 404. */
export async function requireEnrollment(db: DbOrTx, enrollmentId: string): Promise<Enrollment> {
  const row = await findEnrollment(db, enrollmentId);
  if (!row) throw notFound('enrollment_id', 'Enrollment not found');
  return row;
}

/** A hold ends after this long without a call from its browser (DESIGN §3 "Enrollment holds"). */
export const HOLD_IDLE_MS = 30 * DAY_MS;
/** The completing browser reads the receipt this long after completion, and nothing else. */
export const RECEIPT_HOLD_MS = 30 * DAY_MS;
/** A hold's activity is written at most this often: reads stay reads between. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/**
 * DESIGN §5: an enrollment is held by the signed-in rep or group it belongs to, and by browsers:
 * the one that created it and those bound by its
 * continue code or link (docs/decisions/0029). A browser's hold is current only while
 * (DESIGN §3 "Enrollment holds", docs/decisions/0090): the enrollment is open (completion ends
 * every browser's hold; the completing browser's receipt is `requireReceiptAccess`), the save whose
 * code or link bound it has not been replaced by a newer one, and the browser was active in the
 * last 30 days ("Not you? Start over" and a staff sign-out end it at once: `endBrowserHolds`).
 */
export async function holdsEnrollment(db: DbOrTx, request: FastifyRequest, enrollment: Enrollment): Promise<boolean> {
  if (await browserHolds(db, request, enrollment)) return true;
  const staff = await findStaff(db, request, request.server.clock());
  return (
    staff !== undefined &&
    ((staff.role === 'agent' && staff.agentId !== null && staff.agentId === enrollment.agentId) ||
      (staff.role === 'group' && staff.groupId !== null && staff.groupId === enrollment.groupId))
  );
}

async function browserHolds(db: DbOrTx, request: FastifyRequest, enrollment: Enrollment): Promise<boolean> {
  if (!request.browserToken || enrollment.status === 'completed') return false;
  const browser = hashToken(request.browserToken);
  const isCreator = enrollment.ownerTokenHash === browser;
  const hold = await findHold(db, enrollment.id, browser);
  if (!isCreator && !hold?.isGrantLive) return false;
  const now = request.server.clock();
  // The creator's first call since holds were timed has no row yet: it is active now.
  const idleMs = hold ? now.getTime() - hold.lastSeenAt.getTime() : 0;
  if (idleMs > HOLD_IDLE_MS) return false;
  if (!hold || idleMs > TOUCH_EVERY_MS) await touchHold(db, enrollment.id, browser, now);
  return true;
}

/**
 * For the receipt and a repeated completion (the same receipt again): an open enrollment for
 * whoever holds it; a completed one for the browser that completed it, within 30 days, and for its
 * rep or group. Anyone else gets the same 404 as for an unknown id.
 */
export async function requireReceiptAccess(db: DbOrTx, request: FastifyRequest, enrollmentId: string): Promise<Enrollment> {
  const enrollment = await findEnrollment(db, enrollmentId);
  if (enrollment && isReceiptHolder(request, enrollment)) return enrollment;
  return heldOrNotFound(db, request, enrollment);
}

function isReceiptHolder(request: FastifyRequest, enrollment: Enrollment): boolean {
  if (enrollment.status !== 'completed' || !request.browserToken || enrollment.completedAt === null) return false;
  const isCompleter = enrollment.completedByTokenHash === hashToken(request.browserToken);
  return isCompleter && request.server.clock().getTime() - enrollment.completedAt.getTime() <= RECEIPT_HOLD_MS;
}

/** The enrollment, for whoever holds it; anyone else gets the same 404 as for an unknown id. */
export async function requireEnrollmentAccess(db: DbOrTx, request: FastifyRequest, enrollmentId: string): Promise<Enrollment> {
  return heldOrNotFound(db, request, await findEnrollment(db, enrollmentId));
}

/**
 * The same, from the enrollments kept in memory (enrollment-cache.ts): for calls that only read.
 * A call that writes reads the row itself, in its transaction.
 */
export async function requireKeptEnrollmentAccess(
  kept: EnrollmentCache,
  db: DbOrTx,
  request: FastifyRequest,
  enrollmentId: string,
): Promise<Enrollment> {
  return heldOrNotFound(db, request, await kept.read(keptEnrollment, enrollmentId));
}

/** An enrollment the call has read itself (with more in the same statement), for whoever holds it; 404 otherwise. */
export async function heldOrNotFound(db: DbOrTx, request: FastifyRequest, enrollment: Enrollment | undefined): Promise<Enrollment> {
  if (enrollment && (await holdsEnrollment(db, request, enrollment))) return enrollment;
  throw notFound('enrollment_id', 'Enrollment not found');
}

/**
 * The enrollment when the caller holds it, else undefined: for calls whose enrollment only
 * narrows what they show (strips), so a stale or foreign id shows the same as none.
 */
export async function findHeldEnrollment(db: DbOrTx, request: FastifyRequest, enrollmentId: string | undefined) {
  if (enrollmentId === undefined) return undefined;
  const enrollment = await findEnrollment(db, enrollmentId);
  return enrollment && (await holdsEnrollment(db, request, enrollment)) ? enrollment : undefined;
}

/** Binds the calling browser to the enrollment beside its other holders, by the save whose code or link it showed. */
export async function bindBrowser(
  db: DbOrTx,
  request: FastifyRequest,
  { enrollmentId, grantId }: { enrollmentId: string; grantId: string },
) {
  await bindHolder(db, { enrollmentId, browserTokenHash: hashToken(request.browserToken), grantId, asOf: request.server.clock() });
}

/** The calling browser, if it was bound by the save being replaced, is bound by the new one. */
export async function keepHoldOfSaver(
  db: DbOrTx,
  request: FastifyRequest,
  grants: { enrollmentId: string; fromGrantId: string; toGrantId: string },
) {
  if (request.browserToken) await moveHold(db, { ...grants, browserTokenHash: hashToken(request.browserToken) });
}

/** Ends every hold of the calling browser ("Not you? Start over"); the caller gives it a new token. */
export async function endHoldsOf(db: DbOrTx, request: FastifyRequest) {
  if (request.browserToken) await endBrowserHolds(db, hashToken(request.browserToken));
}

/** 409: the enrollment was completed, nothing more can be saved to it. */
export function enrollmentCompleted(): ApiFailure {
  return new ApiFailure('conflict', [fieldError('enrollment_id', 'This enrollment is already complete')], {
    message: 'This enrollment is already complete',
  });
}

export function refuseCompleted(enrollment: Enrollment) {
  if (enrollment.status === 'completed') throw enrollmentCompleted();
}
