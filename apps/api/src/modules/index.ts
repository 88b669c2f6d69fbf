import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
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

/** Route modules, one per area of the specification, under the bases of DESIGN §2. */
export async function registerModules(app: FastifyInstance, context: AppContext) {
  await app.register(
    async (v1) => {
      siteRoutes(v1, context);
      entryRoutes(v1, context);
      menuRoutes(v1, context);
      cartRoutes(v1, context);
      accountRoutes(v1, context);
      engagementRoutes(v1, context);
      homeRoutes(v1, context);
      filterRoutes(v1, context);
      planRoutes(v1, context);
      quoteRoutes(v1, context);
      tabRoutes(v1, context);
    },
    { prefix: '/api/v1' },
  );
  await app.register(async (v2) => filterV2Routes(v2, context), { prefix: '/api/v2' });
  await app.register(async (service) => serviceRoutes(service, context), { prefix: '/service' });
  await app.register(async (recommendation) => recommendationRoutes(recommendation, context), { prefix: '/recommendation' });
}
