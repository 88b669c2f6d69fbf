import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { RouteModule } from './route-kit';
import { siteRoutes } from './sites/index';
import { entryRoutes } from './entry/index';
import { menuRoutes } from './catalog/index';
import { cartRoutes } from './cart/index';
import { accountRoutes } from './accounts/index';
import { engagementRoutes } from './engagement/index';
import { homeRoutes } from './homes/index';
import { filterRoutes, filterV2Routes, serviceRoutes } from './filter/index';
import { planRoutes } from './plans/index';
import { quoteRoutes } from './quotes/index';
import { recommendationRoutes } from './recommendations/index';
import {
  tabRoutes,
  personalRoutes,
  beneficiaryRoutes,
  dependentRoutes,
  healthRoutes,
  employerRoutes,
  billingRoutes,
  agreementRoutes,
  reviewRoutes,
} from './enrollment/index';
import { bankLookupRoutes, checkRoutes } from './checks/index';
import { resumeRoutes } from './resume/index';
import { signingRoutes } from './signing/index';

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
