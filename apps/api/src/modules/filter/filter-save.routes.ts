import type {
  AddFilterForNewUserCall,
  AddFilterForNewUserV2Call,
  ChangeFilterInfoCall,
  ChangeFilterInfoV2Call,
} from '@benefit-store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { hashToken } from '../../lib/data-cipher';
import { ok } from '../../lib/http';
import { FILTERS_PER_ADDRESS } from '../limits/index';
import { route } from '../route-kit';
import { requireEnrollmentAccess } from '../../lib/enrollment-access';
import * as filter from './filter.service';

type FilterSaveCalls =
  | { add: typeof AddFilterForNewUserCall; change: typeof ChangeFilterInfoCall }
  | { add: typeof AddFilterForNewUserV2Call; change: typeof ChangeFilterInfoV2Call };

/** add-filter-for-new-user and change-filter-info: the same two calls in v1 and v2, with v2's wider bodies. */
export function registerFilterSaveRoutes(app: FastifyInstance, { db, cipher, clock }: AppContext, calls: FilterSaveCalls) {
  route(app, calls.add, { config: { addressLimit: FILTERS_PER_ADDRESS } }, async (req) =>
    ok(await filter.addFilterForNewUser(db, { body: req.body, ownerTokenHash: hashToken(req.browserToken), asOf: clock(), cipher })),
  );

  route(app, calls.change, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.params.tempId);
    return ok(await filter.changeFilterInfo(db, { enrollment, body: req.body, asOf: clock(), cipher }));
  });
}
