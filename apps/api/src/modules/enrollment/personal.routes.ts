import type { FastifyInstance } from 'fastify';
import {
  GetFormFieldsContactInfoCall,
  GetFormFieldsPersonalInfoCall,
  SaveContactInfoCall,
  SaveEnrollerCodeCall,
  SavePersonalInfoCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { route } from '../route-kit';
import { auditAs } from '../audit/index';
import * as personal from './personal.service';
import { openStep } from './step-guard';

/** The personal and contact steps (spec 001 §7 "Personal and contact"). */
export function personalRoutes(app: FastifyInstance, { db, cipher, clock, checks }: AppContext) {
  const stepContext = (): personal.StepContext => {
    const now = clock();
    return { db, cipher, checks, now, today: storeToday(now) };
  };

  route(app, GetFormFieldsPersonalInfoCall, auditAs('read', 'ssn'), async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'primary_info');
    return ok({ result: await personal.personalFields(stepContext(), enrollment) });
  });

  route(app, SavePersonalInfoCall, auditAs('change', 'ssn'), async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'primary_info');
    return ok(await personal.savePersonal(stepContext(), enrollment, req.body));
  });

  route(app, SaveEnrollerCodeCall, async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'primary_info');
    return ok(await personal.saveEnrollerCode(db, enrollment, req.body.enrollerCode, clock()));
  });

  route(app, GetFormFieldsContactInfoCall, async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'contact_info');
    return ok({ result: await personal.contactFields(stepContext(), enrollment) });
  });

  route(app, SaveContactInfoCall, async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'contact_info');
    return ok(await personal.saveContact(stepContext(), enrollment, req.body));
  });
}
