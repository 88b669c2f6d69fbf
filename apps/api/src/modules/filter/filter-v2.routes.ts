import type { FastifyInstance } from 'fastify';
import {
  AddFilterForNewUserV2BodySchema,
  ChangeFilterInfoV2BodySchema,
  CoverageOptionsDataSchema,
  DobErrorEnvelopeSchema,
  ValidateDobDataSchema,
  ValidateDobQuerySchema,
  successEnvelope,
} from '@benefit-store/domain';
import * as z from 'zod';
import type { AppContext } from '../../context';
import { fieldError, ok } from '../../lib/http';
import { typed } from '../route-kit';
import { registerFilterSaveRoutes } from './filter-save.routes';
import * as filter from './filter.service';

const tags = ['filter'];

/** The six-step filter wizard's calls (spec 000 §2 "Landing filter form", newer version). */
export function filterV2Routes(app: FastifyInstance, { db }: AppContext) {
  const r = typed(app);

  registerFilterSaveRoutes(r, db, { addBody: AddFilterForNewUserV2BodySchema, changeBody: ChangeFilterInfoV2BodySchema });

  // The date of birth travels in the query string: keep this call's URL out of the request log.
  r.get(
    '/validate-dob',
    {
      logLevel: 'warn',
      schema: {
        tags,
        querystring: ValidateDobQuerySchema,
        response: { 200: successEnvelope(ValidateDobDataSchema), 400: DobErrorEnvelopeSchema },
      },
    },
    async (req, reply) => {
      const checked = filter.validateDob(req.query.dob, new Date());
      if ('message' in checked) {
        return reply.status(400).send({
          status: 'error',
          data: [fieldError('dob', checked.message)],
          message: checked.message,
          errors: { dob: [checked.message] },
        });
      }
      return ok(checked);
    },
  );

  r.get(
    '/coverages',
    { schema: { tags, querystring: z.object({}), response: { 200: successEnvelope(CoverageOptionsDataSchema) } } },
    async () => ok(filter.coverageOptions()),
  );
}
