import { TempEnrollmentDataSchema, TempIdParamsSchema, successEnvelope } from '@benefit-store/domain';
import type * as z from 'zod';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/data-cipher';
import { ok } from '../../lib/http';
import type { Router } from '../route-kit';
import { requireEnrollmentAccess } from '../enrollment/enrollment-access';
import * as filter from './filter.service';

const tags = ['filter'];
/** New temporary enrollments per browser address (DESIGN §5 rate limits). */
export const addFilterRateLimit = { max: 30, timeWindow: '1 minute' };

type NewUserBody = Parameters<typeof filter.addFilterForNewUser>[1]['body'];
type ChangeBody = Parameters<typeof filter.changeFilterInfo>[1]['body'];

/** add-filter-for-new-user and change-filter-info: the same two calls in v1 and v2, with v2's wider bodies. */
export function registerFilterSaveRoutes(
  r: Router,
  db: Db,
  schemas: { addBody: z.ZodType<NewUserBody>; changeBody: z.ZodType<ChangeBody> },
) {
  r.post(
    '/add-filter-for-new-user',
    {
      config: { rateLimit: addFilterRateLimit },
      schema: { tags, body: schemas.addBody, response: { 200: successEnvelope(TempEnrollmentDataSchema) } },
    },
    async (req) =>
      ok(await filter.addFilterForNewUser(db, { body: req.body, ownerTokenHash: hashToken(req.browserToken), asOf: new Date() })),
  );

  r.put(
    '/change-filter-info/:tempId',
    {
      schema: { tags, params: TempIdParamsSchema, body: schemas.changeBody, response: { 200: successEnvelope(TempEnrollmentDataSchema) } },
    },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.params.tempId);
      return ok(await filter.changeFilterInfo(db, { enrollment, body: req.body, asOf: new Date() }));
    },
  );
}
