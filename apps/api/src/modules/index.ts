import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { RouteModule } from './route-kit';
import { siteRoutes } from './sites/sites.routes';
import { entryRoutes } from './entry/entry.routes';
import { menuRoutes } from './catalog/menu.routes';
import { cartRoutes } from './cart/cart.routes';
import { accountRoutes } from './accounts/accounts.routes';
import { engagementRoutes } from './engagement/engagement.routes';
import { homeRoutes } from './homes/homes.routes';
import { filterRoutes } from './filter/filter.routes';
import { filterV2Routes } from './filter/filter-v2.routes';
import { serviceRoutes } from './filter/service.routes';
import { planRoutes } from './plans/plans.routes';
import { quoteRoutes } from './quotes/quotes.routes';
import { recommendationRoutes } from './recommendations/recommendation.routes';
import { tabRoutes } from './enrollment/tabs.routes';
import { personalRoutes } from './enrollment/personal.routes';
import { beneficiaryRoutes } from './enrollment/beneficiary.routes';
import { dependentRoutes } from './enrollment/dependent.routes';
import { healthRoutes } from './enrollment/health.routes';
import { employerRoutes } from './enrollment/employer.routes';
import { billingRoutes } from './enrollment/billing.routes';
import { agreementRoutes } from './enrollment/agreement.routes';
import { bankLookupRoutes, checkRoutes } from './checks/checks.routes';
import { resumeRoutes } from './resume/resume.routes';
import { reviewRoutes } from './enrollment/review.routes';
import { signingRoutes } from './signing/signing.routes';

/**
 * Route modules, one per area of the specification, each under its base (DESIGN §2). Routes
 * declared from a call definition carry their full path; `route()` takes the base off.
 */
const MODULES: Array<[RouteModule, string]> = [
  [siteRoutes, '/api/v1'],
  [entryRoutes, '/api/v1'],
  [menuRoutes, '/api/v1'],
  [cartRoutes, '/api/v1'],
  [accountRoutes, '/api/v1'],
  [engagementRoutes, '/api/v1'],
  [homeRoutes, '/api/v1'],
  [filterRoutes, '/api/v1'],
  [planRoutes, '/api/v1'],
  [quoteRoutes, '/api/v1'],
  [tabRoutes, '/api/v1'],
  [personalRoutes, '/api/v1'],
  [beneficiaryRoutes, '/api/v1'],
  [dependentRoutes, '/api/v1'],
  [healthRoutes, '/api/v1'],
  [employerRoutes, '/api/v1'],
  [billingRoutes, '/api/v1'],
  [agreementRoutes, '/api/v1'],
  [checkRoutes, '/api/v1'],
  [resumeRoutes, '/api/v1'],
  [reviewRoutes, '/api/v1'],
  [signingRoutes, '/api/v1'],
  [filterV2Routes, '/api/v2'],
  [bankLookupRoutes, '/api/v3'],
  [serviceRoutes, '/service'],
  [recommendationRoutes, '/recommendation'],
];

/** Each module is a Fastify plugin of its own (encapsulated hooks and decorators), given the app context. */
export async function registerModules(app: FastifyInstance, context: AppContext) {
  for (const [module, prefix] of MODULES) await app.register(async (scope) => module(scope, context), { prefix });
}
