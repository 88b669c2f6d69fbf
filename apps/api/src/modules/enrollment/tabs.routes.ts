import type { FastifyInstance } from 'fastify';
import { CheckTabRequiredCall, GetDynamicTabsCall, GetEthnicCategoryCall, GetStatesCall, US_STATES } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { route } from '../route-kit';
import { requireEnrollmentAccess } from '../../lib/enrollment-access';
import * as tabs from './tabs.service';
import { listEthnicCategories } from './tabs.repository';

/** Wizard shell calls (spec 001 §2 "Wizard shell", §7). */
export function tabRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, GetDynamicTabsCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok(await tabs.dynamicTabs(db, enrollment));
  });

  route(app, CheckTabRequiredCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok({ result: { required: await tabs.isTabRequiredFor(db, enrollment, req.query.tab_name) } });
  });

  route(app, GetStatesCall, async () => ok({ result: [...US_STATES] }));

  route(app, GetEthnicCategoryCall, async () => ok({ result: await listEthnicCategories(db) }));
}
