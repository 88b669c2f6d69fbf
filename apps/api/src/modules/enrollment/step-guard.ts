/**
 * The server, not the browser, decides which steps an enrollment may be on (issue: wizard I):
 * every step call goes through `openStep`, which finds the enrollment for whoever holds it (404
 * otherwise), refuses a completed one, and refuses a step the enrollment does not require.
 */
import type { FastifyRequest } from 'fastify';
import { WIZARD_MESSAGES, type TabName } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { ApiFailure, fieldError } from '../../lib/http';
import { refuseCompleted, requireEnrollmentAccess, type Enrollment } from '../../lib/enrollment-access';
import { isTabRequiredFor } from './tabs.service';

/** The enrollment a step call works on: held by the caller, open, and needing this step. */
export async function openStep(db: DbOrTx, request: FastifyRequest, enrollmentId: string, tab: TabName): Promise<Enrollment> {
  const enrollment = await requireEnrollmentAccess(db, request, enrollmentId);
  refuseCompleted(enrollment);
  if (!(await isTabRequiredFor(db, enrollment, tab))) {
    throw new ApiFailure('conflict', [fieldError('enrollment_id', WIZARD_MESSAGES.stepNotRequired)], {
      message: WIZARD_MESSAGES.stepNotRequired,
      errorCode: 'stepNotRequired',
    });
  }
  return enrollment;
}
