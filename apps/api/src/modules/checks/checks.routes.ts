import type { FastifyInstance } from 'fastify';
import {
  NearestZipCodeCall,
  RoutingNumberBankLookupCall,
  ValidateEmailCall,
  ValidateMemberEmailCall,
  ValidatePhoneCall,
} from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { requireEnrollmentAccess } from '../../lib/enrollment-access';
import { CHECKS_PER_ADDRESS } from '../limits/index';
import { route } from '../route-kit';
import * as checks from './checks.service';

/**
 * Per client address: each check may cost a paid call, and the member-email check tells whether an
 * address is a member's, so it must not be asked in bulk.
 */
const limited = { config: { addressLimit: CHECKS_PER_ADDRESS } };

/** The wizard's phone and e-mail checks (spec 001 §7 "Personal and contact"). */
export function checkRoutes(app: FastifyInstance, { db, cipher, checks: providers }: AppContext) {
  route(app, ValidatePhoneCall, limited, async (req) => ok(await checks.verifyPhone(providers.phone, req.query.phone)));

  route(app, ValidateEmailCall, limited, async (req) => ok(await checks.verifyEmail(providers.email, req.body.email)));

  route(app, ValidateMemberEmailCall, limited, async (req) => {
    const enrollment = req.body.enrollment_id ? await requireEnrollmentAccess(db, req, req.body.enrollment_id) : undefined;
    return ok(await checks.checkMemberEmail({ db, cipher }, req.body.email, enrollment?.memberId));
  });

  route(app, NearestZipCodeCall, limited, async (req) => ok(checks.nearestZip(providers.zips, req.query.latitude, req.query.longitude)));
}

/** The billing step's bank lookup, on the `/api/v3` base (spec 001 §7 "Billing": "v3 on another API host"; we serve it ourselves). */
export function bankLookupRoutes(app: FastifyInstance, { checks: providers }: AppContext) {
  route(app, RoutingNumberBankLookupCall, limited, async (req) => ok(await checks.lookupBank(providers.bank, req.query.q)));
}
