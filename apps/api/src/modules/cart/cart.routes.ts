import {
  CartCheckoutCall,
  GetCartAmountCall,
  GetCartCountCall,
  GetCartEffectiveDatesCall,
  GetPlanCartCall,
  RemovePlanFromCartCall,
  RepriceCartForZipCall,
  centsToWire,
} from '@benefit-store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { route } from '../route-kit';
import { refuseCompleted, requireEnrollmentAccess, requireKeptEnrollmentAccess } from '../../lib/enrollment-access';
import * as repo from './cart.repository';
import * as cart from './cart.service';
import * as effectiveDates from './effective-dates.service';
import { repriceCartForZip } from './reprice-for-zip.service';

export async function cartRoutes(app: FastifyInstance, { db, cipher, clock, catalog, enrollmentCache, checks }: AppContext) {
  route(app, GetCartCountCall, async (req) => {
    await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok({ result: await repo.countCartItems(db, req.query.enrollment_id) });
  });

  route(app, GetCartAmountCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    const { totals } = await cart.loadCart(db, enrollment);
    return ok({ result: centsToWire(totals.recurringMonthCents) });
  });

  route(app, GetPlanCartCall, async (req) => {
    const enrollment = await requireKeptEnrollmentAccess(enrollmentCache, db, req, req.query.enrollment_id);
    return ok(cart.getPlanCart(await enrollmentCache.read(repo.keptCartRows, enrollment.id), enrollment));
  });

  route(app, GetCartEffectiveDatesCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok(await effectiveDates.listEffectiveDates(db, enrollment, storeToday(clock())));
  });

  route(app, CartCheckoutCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
    return ok(await effectiveDates.checkout(db, await catalog.current(), cipher, enrollment, req.body.effective_date, storeToday(clock())));
  });

  route(app, RemovePlanFromCartCall, async (req) => {
    const { enrollment_id, plan_id, plan_pricing_id } = req.query;
    refuseCompleted(await requireEnrollmentAccess(db, req, enrollment_id));
    return ok({ result: await cart.removePlanFromCart(db, enrollment_id, plan_id, plan_pricing_id) });
  });

  route(app, RepriceCartForZipCall, async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
    const context = { db, catalog: await catalog.current(), cipher, zips: checks.zips };
    return ok(await repriceCartForZip(context, { enrollment, zip: req.body.zip, asOf: storeToday(clock()) }));
  });
}
