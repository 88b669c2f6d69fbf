import type { FastifyInstance } from 'fastify';
import {
  CartAmountDataSchema,
  CartCheckoutBodySchema,
  CartCheckoutDataSchema,
  CartCountDataSchema,
  CartEffectiveDatesDataSchema,
  EnrollmentQuerySchema,
  PlanCartDataSchema,
  RemovePlanDataSchema,
  RemovePlanQuerySchema,
  centsToWire,
  successEnvelope,
} from '@benefit-store/domain';
import type { AppContext } from '../../app';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import { refuseCompleted, requireEnrollmentAccess } from '../enrollment/enrollment-access';
import * as repo from './cart.repository';
import * as cart from './cart.service';
import * as effectiveDates from './effective-dates.service';

const tags = ['cart'];

export function cartRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = typed(app);

  r.get(
    '/get-cart-count',
    { schema: { tags, querystring: EnrollmentQuerySchema, response: { 200: successEnvelope(CartCountDataSchema) } } },
    async (req) => {
      await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok({ result: await repo.countCartItems(db, req.query.enrollment_id) });
    },
  );

  r.get(
    '/get-cart-amount',
    { schema: { tags, querystring: EnrollmentQuerySchema, response: { 200: successEnvelope(CartAmountDataSchema) } } },
    async (req) => {
      // The recurring monthly cost the cart page shows, administrative fee included.
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      const { totals } = await cart.loadCart(db, enrollment);
      return ok({ result: centsToWire(totals.recurringMonthCents) });
    },
  );

  r.get(
    '/get-plan-cart',
    { schema: { tags, querystring: EnrollmentQuerySchema, response: { 200: successEnvelope(PlanCartDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok(await cart.getPlanCart(db, enrollment));
    },
  );

  r.get(
    '/get-cart-effective-dates',
    { schema: { tags, querystring: EnrollmentQuerySchema, response: { 200: successEnvelope(CartEffectiveDatesDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.query.enrollment_id);
      return ok(await effectiveDates.listEffectiveDates(db, enrollment));
    },
  );

  r.post(
    '/cart-checkout',
    { schema: { tags, body: CartCheckoutBodySchema, response: { 200: successEnvelope(CartCheckoutDataSchema) } } },
    async (req) => {
      const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
      return ok(await effectiveDates.checkout(db, enrollment, req.body.effective_date));
    },
  );

  r.get(
    '/remove-plan-from-cart',
    { schema: { tags, querystring: RemovePlanQuerySchema, response: { 200: successEnvelope(RemovePlanDataSchema) } } },
    async (req) => {
      const { enrollment_id, plan_id, plan_pricing_id } = req.query;
      refuseCompleted(await requireEnrollmentAccess(db, req, enrollment_id));
      return ok({ result: await cart.removePlanFromCart(db, enrollment_id, plan_id, plan_pricing_id) });
    },
  );
}
