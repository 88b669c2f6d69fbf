import type { FastifyInstance } from 'fastify';
import { GetExistingPrimaryHealthInfoCall, GetHealthQuestionsPrimaryCall, SavePrimaryHealthInfoCall } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { route } from '../route-kit';
import * as health from './health.service';
import type { StepContext } from './personal.service';
import { openStep } from './step-guard';

/** The health step (spec 001 §7 "Health"): every call needs an enrollment whose cart asks health questions. */
export function healthRoutes(app: FastifyInstance, { db, cipher, clock, checks }: AppContext) {
  const stepContext = (): StepContext => {
    const now = clock();
    return { db, cipher, checks, now, today: storeToday(now) };
  };

  route(app, GetHealthQuestionsPrimaryCall, async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'primary_health_info');
    return ok({ result: await health.healthQuestions(stepContext(), enrollment) });
  });

  route(app, GetExistingPrimaryHealthInfoCall, async (req) => {
    const enrollment = await openStep(db, req, req.query.enrollment_id, 'primary_health_info');
    return ok({ result: await health.existingHealthInfo(stepContext(), enrollment) });
  });

  route(app, SavePrimaryHealthInfoCall, async (req) => {
    const enrollment = await openStep(db, req, req.body.enrollment_id, 'primary_health_info');
    return ok(await health.saveHealth(stepContext(), enrollment, req.body));
  });
}
