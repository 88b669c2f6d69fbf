import type { FastifyInstance } from 'fastify';
import { GetCommonMenuCall, GetGoenrollFooterPlanCall, GetGroupMenuCall, PLAN_CATEGORIES } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../lib/http';
import { route } from '../route-kit';
import { findGroup } from '../sites/index';

/** Category keys in the store's order (spec 000 §2 Plans list). */
const inStoreOrder = (keys: string[]) => PLAN_CATEGORIES.filter((c) => keys.includes(c));

export function menuRoutes(app: FastifyInstance, { db, catalog }: AppContext) {
  route(app, GetCommonMenuCall, async (req) => {
    const { portal_id, group_id } = req.query;
    return ok(inStoreOrder((await catalog.current()).categoriesInScope({ portalId: portal_id, groupId: group_id })));
  });

  route(app, GetGroupMenuCall, async (req) => {
    if (!(await findGroup(db, req.query.group_id))) throw notFound('group_id', 'Group not found');
    return ok(inStoreOrder((await catalog.current()).categoriesInScope({ groupId: req.query.group_id })));
  });

  route(app, GetGoenrollFooterPlanCall, async (req) => {
    const plan = (await catalog.current()).footerPlan(req.query.plan_id);
    if (!plan) throw notFound('plan_id', 'Plan not found');
    return ok({ plan_id: plan.id, plan_name: plan.name });
  });
}
