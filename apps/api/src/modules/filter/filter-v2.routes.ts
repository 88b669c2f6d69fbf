import type { FastifyInstance } from 'fastify';
import { AddFilterForNewUserV2Call, ChangeFilterInfoV2Call, CoveragesV2Call, ValidateDobV2Call } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { fieldError, ok } from '../../lib/http';
import { route } from '../route-kit';
import { registerFilterSaveRoutes } from './filter-save.routes';
import * as filter from './filter.service';

/** The six-step filter wizard's calls (spec 000 §2 "Landing filter form", newer version). */
export function filterV2Routes(app: FastifyInstance, context: AppContext) {
  const { clock } = context;
  registerFilterSaveRoutes(app, context, { add: AddFilterForNewUserV2Call, change: ChangeFilterInfoV2Call });

  // The date of birth travels in the query string: keep this call's URL out of the request log.
  route(app, ValidateDobV2Call, { logLevel: 'warn' }, async (req, reply) => {
    const checked = filter.validateDob(req.query.dob, clock());
    if ('message' in checked) {
      return reply.status(400).send({
        status: 'error',
        data: [fieldError('dob', checked.message)],
        message: checked.message,
        errors: { dob: [checked.message] },
      });
    }
    return ok(checked);
  });

  route(app, CoveragesV2Call, async () => ok(filter.coverageOptions()));
}
