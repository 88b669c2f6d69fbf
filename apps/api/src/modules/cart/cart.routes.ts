import type { FastifyInstance } from 'fastify';
import { CartAmountDataSchema, CartCountDataSchema, EnrollmentQuerySchema, centsToWire, successEnvelope } from '@benefit-store/domain';
import type { AppContext } from '../../app';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import { requireEnrollmentAccess } from '../enrollment/enrollment-access';
import * as repo from './cart.repository';

const tags = ['cart'];

export function cartRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = typed(app);

  r.get('/get-cart-count', { schema: { tags, querystring: EnrollmentQuerySchema, response: { 200: successEnvelope(CartCountDataSchema) } } }, async (req) => {
    await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok({ result: await repo.countCartItems(db, req.query.enrollment_id) });
  });

  r.get('/get-cart-amount', { schema: { tags, querystring: EnrollmentQuerySchema, response: { 200: successEnvelope(CartAmountDataSchema) } } }, async (req) => {
    await requireEnrollmentAccess(db, req, req.query.enrollment_id);
    return ok({ result: centsToWire(await repo.sumCartMonthlyCents(db, req.query.enrollment_id)) });
  });
}
