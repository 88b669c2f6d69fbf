import type { FastifyInstance } from 'fastify';
import {
  AVERAGE_WORK_WEEKS,
  COMPENSATION_TYPES,
  EMPLOYMENT_STATUSES,
  GetAverageWorkWeekCall,
  GetBargainingUnitCall,
  GetCompensationTypesCall,
  GetEmploymentStatusCall,
  GetFormFieldsEmployerInfoCall,
  GetGroupInfoCall,
  GetHolidayPolicyCall,
  GetVacationPolicyCall,
  GetZipStateCall,
  SaveEmployerInfoCall,
  type NameValue,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { zipToStates } from '../../providers/address-check';
import { CHECKS_PER_ADDRESS } from '../limits/index';
import { route } from '../route-kit';
import * as employer from './employer.service';
import type { StepContext } from './personal.service';
import { openStep } from './step-guard';

const list = (entries: readonly NameValue[]) => ok({ result: entries.map(({ name, value }) => ({ name, value })) });

/** The employer step (spec 001 §7 "Employer"), and the zip-to-state lookup it uses. */
export function employerRoutes(app: FastifyInstance, { db, cipher, clock, checks }: AppContext) {
  const stepContext = (): StepContext => {
    const now = clock();
    return { db, cipher, checks, now, today: storeToday(now) };
  };
  const open = (req: Parameters<typeof openStep>[1], enrollmentId: string) => openStep(db, req, enrollmentId, 'employer_info');

  route(app, GetFormFieldsEmployerInfoCall, async (req) => {
    const enrollment = await open(req, req.query.enrollment_id);
    return ok({ result: await employer.employerFields(stepContext(), enrollment) });
  });

  route(app, GetGroupInfoCall, async (req) => ok({ result: await employer.groupInfo(db, await open(req, req.query.enrollment_id)) }));

  route(app, GetAverageWorkWeekCall, async () => list(AVERAGE_WORK_WEEKS));
  route(app, GetEmploymentStatusCall, async () => list(EMPLOYMENT_STATUSES));
  route(app, GetCompensationTypesCall, async () => list(COMPENSATION_TYPES));

  route(app, GetVacationPolicyCall, async (req) => list(await employer.vacationPolicies(db, await open(req, req.query.enrollment_id))));
  route(app, GetBargainingUnitCall, async (req) => list(await employer.bargainingUnits(db, await open(req, req.query.enrollment_id))));
  route(app, GetHolidayPolicyCall, async (req) => list(await employer.holidayPolicies(db, await open(req, req.query.enrollment_id))));

  route(app, SaveEmployerInfoCall, async (req) => {
    const enrollment = await open(req, req.body.enrollment_id);
    return ok(await employer.saveEmployer(stepContext(), enrollment, req.body));
  });

  // Not in the specification's call list (spec 001 §7 mentions the lookup without showing it): docs/decisions/0031.
  route(app, GetZipStateCall, { config: { addressLimit: CHECKS_PER_ADDRESS } }, async (req) => ok(zipToStates(req.query.zip, checks.zips)));
}
