import type { FastifyInstance } from 'fastify';
import {
  GetBeneficiariesExistingUserEnrollmentCall,
  GetBeneficiaryRelationshipsCall,
  GetFormFieldsBeneficiaryInfoCall,
  SaveBeneficiaryInfoCall,
  ValidateSingleBeneficiaryCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { route } from '../route-kit';
import { auditAs } from '../audit/index';
import * as beneficiary from './beneficiary.service';
import type { StepContext } from './personal.service';
import { openStep } from './step-guard';

/** The beneficiary step (spec 001 §7 "Beneficiary"). */
export function beneficiaryRoutes(app: FastifyInstance, { db, cipher, clock, checks }: AppContext) {
  const stepContext = (): StepContext => {
    const now = clock();
    return { db, cipher, checks, now, today: storeToday(now) };
  };

  route(app, GetFormFieldsBeneficiaryInfoCall, auditAs('read', 'ssn'), async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'beneficiary_info');
    return ok({ result: await beneficiary.beneficiaryFormFields(stepContext(), enrollment) });
  });

  route(app, GetBeneficiaryRelationshipsCall, async () => ok({ result: beneficiary.beneficiaryRelationships() }));

  route(app, GetBeneficiariesExistingUserEnrollmentCall, auditAs('read', 'ssn'), async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'beneficiary_info');
    return ok({ result: { beneficiaries: await beneficiary.existingBeneficiaries(stepContext(), enrollment) } });
  });

  route(app, ValidateSingleBeneficiaryCall, async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'beneficiary_info');
    return ok({ result: await beneficiary.validateBeneficiary(stepContext(), enrollment, req.body) });
  });

  route(app, SaveBeneficiaryInfoCall, auditAs('change', 'ssn'), async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'beneficiary_info');
    return ok(await beneficiary.saveBeneficiaries(stepContext(), enrollment, req.body.beneficiaries));
  });
}
