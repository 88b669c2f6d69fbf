import type { FastifyInstance } from 'fastify';
import {
  GetAgreementTextsCall,
  GetFormFieldsAgreementInfoCall,
  SaveAgreementInfoCall,
  SendAgreementVerificationCodeCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { storeToday } from '../../lib/store-date';
import { VERIFICATION_CODES_PER_ADDRESS } from '../limits/index';
import { route } from '../route-kit';
import * as agreement from './agreement.service';
import { openStep } from './step-guard';

/** The agreement step (spec 001 §7 "Review, agreement, billing"), and the verification code it sends (ours, docs/decisions/0036). */
export function agreementRoutes(app: FastifyInstance, { db, cipher, clock, checks, files, env }: AppContext) {
  const context = (): agreement.AgreementContext => {
    const now = clock();
    return { db, cipher, checks, files, publicUrl: env.PUBLIC_URL, now, today: storeToday(now) };
  };
  const open = (req: Parameters<typeof openStep>[1], enrollmentId: string) => openStep(db, req, enrollmentId, 'agreement_info');

  route(app, GetAgreementTextsCall, async (req) => {
    return ok({ result: agreement.agreementTexts(await open(req, req.query.enrollment_id)) });
  });

  route(app, GetFormFieldsAgreementInfoCall, async (req) =>
    ok({ result: await agreement.agreementFields(context(), await open(req, req.query.enrollment_id)) }),
  );

  route(app, SendAgreementVerificationCodeCall, { config: { addressLimit: VERIFICATION_CODES_PER_ADDRESS } }, async (req) =>
    ok(await agreement.sendVerificationCode(context(), await open(req, req.body.enrollment_id))),
  );

  route(app, SaveAgreementInfoCall, async (req) => {
    const enrollment = await open(req, req.body.enrollment_id);
    const userAgent = req.headers['user-agent']?.slice(0, 512) ?? null;
    return ok(await agreement.saveAgreement(context(), enrollment, req.body, { ip: req.ip, userAgent }));
  });
}
