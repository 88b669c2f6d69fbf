import type { FastifyInstance } from 'fastify';
import {
  DeleteDependentInIOCall,
  GetDependentsExistingUserEnrollmentCall,
  GetFormFieldsDependentPrimaryInfoCall,
  GetHealthQuestionsDependentInfoCall,
  SaveDependentInfoCall,
  SaveDependentInfoToTempCall,
  ValidateSingleDependentCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { refuseCompleted, requireEnrollmentAccess } from '../../lib/enrollment-access';
import { route } from '../route-kit';
import { auditAs } from '../audit/index';
import * as dependent from './dependent.service';
import type { StepContext } from './personal.service';
import { openStep } from './step-guard';

/** The dependent step (spec 001 §7 "Dependent"); check-tab-required is the tabs module's. */
export function dependentRoutes(app: FastifyInstance, { db, cipher, clock, checks }: AppContext) {
  const stepContext = (): StepContext => {
    const now = clock();
    return { db, cipher, checks, now, today: storeToday(now) };
  };

  route(app, GetFormFieldsDependentPrimaryInfoCall, auditAs('read', 'ssn'), async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'dependent_info');
    return ok({ result: await dependent.dependentFormFields(stepContext(), enrollment) });
  });

  route(app, GetHealthQuestionsDependentInfoCall, async (req) => {
    await openStep(db, req, req.query.enrollment_id, 'dependent_info');
    return ok({ result: await dependent.dependentHealthQuestions(stepContext()) });
  });

  route(app, GetDependentsExistingUserEnrollmentCall, auditAs('read', 'ssn'), async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'dependent_info');
    return ok({ result: await dependent.existingDependents(stepContext(), enrollment) });
  });

  route(app, ValidateSingleDependentCall, async (req) => {
    const { enrollment_id, ...body } = req.body;
    const enrollment = await openStep(db, req, enrollment_id, 'dependent_info');
    return ok({ result: await dependent.validateDependent(stepContext(), enrollment, body) });
  });

  route(app, SaveDependentInfoCall, auditAs('change', 'ssn'), async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'dependent_info');
    return ok(await dependent.saveDependents(stepContext(), enrollment, req.body.dependents));
  });

  route(app, SaveDependentInfoToTempCall, auditAs('change', 'ssn'), async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'dependent_info');
    return ok({ result: await dependent.saveDependentsToTemp(stepContext(), enrollment, req.body) });
  });

  // Any tier: clearing dependent information is what an IO enrollment needs (spec 001 §4).
  route(app, DeleteDependentInIOCall, auditAs('change', 'ssn'), async (req) => {
    const enrollment = await requireEnrollmentAccess(db, req, req.body.enrollment_id);
    refuseCompleted(enrollment);
    return ok(await dependent.clearDependents(stepContext(), enrollment));
  });
}
