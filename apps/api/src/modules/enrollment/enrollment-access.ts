import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../lib/data-cipher';
import { ApiFailure, fieldError, notFound } from '../../lib/http';
import { findStaff } from '../accounts/staff-guard';
import type { EnrollmentCache } from './enrollment-cache';
import { addEnrollmentHolder, findEnrollment, isEnrollmentHolder, keptEnrollment } from './enrollment.repository';

export type Enrollment = NonNullable<Awaited<ReturnType<typeof findEnrollment>>>;

/** Loads an enrollment by id without an ownership check (internal use only), or 404. */
export async function requireEnrollment(db: DbOrTx, enrollmentId: string): Promise<Enrollment> {
  const row = await findEnrollment(db, enrollmentId);
  if (!row) throw notFound('enrollment_id', 'Enrollment not found');
  return row;
}

/**
 * DESIGN §5: an enrollment is held by the browser session that created it, by every browser
 * that resumed it with its continue code or link (docs/decisions/0029), and by the signed-in rep
 * or group it belongs to. A quote link never makes a holder (DESIGN §3 "Quote links").
 */
export async function holdsEnrollment(db: DbOrTx, request: FastifyRequest, enrollment: Enrollment): Promise<boolean> {
  const browser = request.browserToken ? hashToken(request.browserToken) : undefined;
  if (browser !== undefined && enrollment.ownerTokenHash === browser) return true;
  if (browser !== undefined && (await isEnrollmentHolder(db, enrollment.id, browser))) return true;
  const staff = await findStaff(db, request, request.server.clock());
  return (
    staff !== undefined &&
    ((staff.role === 'agent' && staff.agentId !== null && staff.agentId === enrollment.agentId) ||
      (staff.role === 'group' && staff.groupId !== null && staff.groupId === enrollment.groupId))
  );
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

/** Binds the calling browser to the enrollment beside its other holders (continue code or link). */
export async function bindBrowser(db: DbOrTx, request: FastifyRequest, enrollmentId: string) {
  await addEnrollmentHolder(db, enrollmentId, hashToken(request.browserToken));
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
