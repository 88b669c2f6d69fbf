import type { FastifyInstance } from 'fastify';
import {
  CheckTabRequiredDataSchema,
  CheckTabRequiredQuerySchema,
  DynamicTabsDataSchema,
  EnrollmentQuerySchema,
  EthnicCategoriesDataSchema,
  StatesDataSchema,
  US_STATES,
  successEnvelope,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import { requireEnrollmentAccess } from './enrollment-access';
import * as tabs from './tabs.service';
import { listEthnicCategories } from './tabs.repository';

const tags = ['enrollment wizard'];

/** Wizard shell calls (spec 001 §2 "Wizard shell", §7). */
export function tabRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = typed(app);

  r.get('/get-dynamic-tabs', { schema: { tags, querystring: EnrollmentQuerySchema, response: { 200: successEnvelope(DynamicTabsDataSchema) } } }, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok(await tabs.dynamicTabs(db, enrollment));
  });

  r.get(
    '/check-tab-required',
    { schema: { tags, querystring: CheckTabRequiredQuerySchema, response: { 200: successEnvelope(CheckTabRequiredDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok({ result: { required: await tabs.isTabRequiredFor(db, enrollment, req.query.tab_name) } });
    },
  );

  r.get('/get-states', { schema: { tags, response: { 200: successEnvelope(StatesDataSchema) } } }, async () => ok({ result: [...US_STATES] }));

  r.get('/get-ethnic-category', { schema: { tags, response: { 200: successEnvelope(EthnicCategoriesDataSchema) } } }, async () =>
    ok({ result: await listEthnicCategories(db) }),
  );
}
