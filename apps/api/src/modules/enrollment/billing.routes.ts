import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  GetBillDateCall,
  GetBillingTextCall,
  GetExistingBankInfoCall,
  GetExistingCardInfoCall,
  GetFormFieldsBillingInfoCall,
  GetPaymentMethodCall,
  SaveBillingInfoCall,
  SaveBillingInfoExistingCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { route } from '../route-kit';
import { auditAs } from '../audit/index';
import * as billing from './billing.service';
import { openStep } from './step-guard';
import { isServingStaff } from '../members/index';
import type { Enrollment } from '../../lib/enrollment-access';

/** The billing step (spec 001 §7 "Review, agreement, billing"); the routing lookup is the checks module's. */
export function billingRoutes(app: FastifyInstance, { db, cipher, clock }: AppContext) {
  const context = (): billing.BillingContext => {
    const now = clock();
    return { db, cipher, now, today: storeToday(now) };
  };

  route(app, GetFormFieldsBillingInfoCall, auditAs('read', 'payment'), async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'billing_info');
    return ok({ result: await billing.billingFields(context(), enrollment) });
  });

  route(app, GetBillDateCall, async (req) => {
    await openStep(db, req, req.query.enrollment_id, 'billing_info');
    return ok({ result: billing.billDates() });
  });

  route(app, GetPaymentMethodCall, async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'billing_info');
    return ok({ result: await billing.paymentMethodFor(db, enrollment) });
  });

  // The accounts and cards on file are shown to the member's rep or group only, never to a browser
  // that holds the enrollment through a member link, a continue code or a link (docs/decisions/0089).
  const mayShowOnFile = async (req: FastifyRequest, enrollment: Enrollment) =>
    enrollment.memberId !== null && (await isServingStaff(db, req, enrollment.memberId, clock()));

  route(app, GetExistingBankInfoCall, auditAs('read', 'payment'), async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'billing_info');
    return ok({ result: (await mayShowOnFile(req, enrollment)) ? await billing.existingBanks(db, enrollment) : [] });
  });

  route(app, GetExistingCardInfoCall, auditAs('read', 'payment'), async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'billing_info');
    return ok({ result: (await mayShowOnFile(req, enrollment)) ? await billing.existingCards(db, enrollment) : [] });
  });

  route(app, GetBillingTextCall, async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'billing_info');
    return ok(await billing.billingText(db, enrollment));
  });

  route(app, SaveBillingInfoCall, auditAs('change', 'payment'), async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'billing_info');
    return ok(await billing.saveBilling(context(), enrollment, req.body));
  });

  route(app, SaveBillingInfoExistingCall, auditAs('change', 'payment'), async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'billing_info');
    return ok(await billing.saveBillingExisting(context(), enrollment, req.body));
  });
}
