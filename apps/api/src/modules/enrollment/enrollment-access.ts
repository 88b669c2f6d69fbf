import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http';
import { findEnrollment } from './enrollment.repository';

/**
 * Loads an enrollment a call names, or answers 404. The id is an unguessable uuid (DESIGN §5);
 * finer ownership (browser session, staff, continue code) is checked by the enrollment module.
 */
export async function requireEnrollment(db: DbOrTx, enrollmentId: string) {
  const row = await findEnrollment(db, enrollmentId);
  if (!row) throw notFound('enrollment_id', 'Enrollment not found');
  return row;
}
