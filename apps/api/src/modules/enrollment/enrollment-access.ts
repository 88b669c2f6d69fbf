import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../lib/data-cipher';
import { ApiFailure, fieldError, notFound } from '../../lib/http';
import { SESSION_COOKIE, findSignedIn } from '../accounts/accounts.service';
import { findEnrollment } from './enrollment.repository';

export type Enrollment = NonNullable<Awaited<ReturnType<typeof findEnrollment>>>;

/** Loads an enrollment by id without an ownership check (internal use only), or 404. */
export async function requireEnrollment(db: DbOrTx, enrollmentId: string): Promise<Enrollment> {
  const row = await findEnrollment(db, enrollmentId);
  if (!row) throw notFound('enrollment_id', 'Enrollment not found');
  return row;
}

/**
 * DESIGN §5: an enrollment is readable and writable only by the browser session that holds it,
 * the signed-in rep or group it belongs to, or whoever resumed it with its continue code (which
 * binds it to their browser). Anyone else gets the same 404 as for an unknown id.
 */
export async function requireEnrollmentAccess(db: DbOrTx, request: FastifyRequest, enrollmentId: string): Promise<Enrollment> {
  const enrollment = await requireEnrollment(db, enrollmentId);
  if (enrollment.ownerTokenHash && request.browserToken && enrollment.ownerTokenHash === hashToken(request.browserToken)) return enrollment;
  const staff = await findSignedIn(db, request.cookies[SESSION_COOKIE], new Date());
  const isStaffOwner =
    staff !== undefined &&
    ((staff.role === 'agent' && staff.agentId !== null && staff.agentId === enrollment.agentId) ||
      (staff.role === 'group' && staff.groupId !== null && staff.groupId === enrollment.groupId));
  if (isStaffOwner) return enrollment;
  throw notFound('enrollment_id', 'Enrollment not found');
}

export function refuseCompleted(enrollment: Enrollment) {
  if (enrollment.status === 'completed') {
    throw new ApiFailure('conflict', [fieldError('enrollment_id', 'This enrollment is already complete')], {
      message: 'This enrollment is already complete',
    });
  }
}
