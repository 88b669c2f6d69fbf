import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import { siteRoutes } from './sites/sites.routes';
import { entryRoutes } from './entry/entry.routes';
import { menuRoutes } from './catalog/menu.routes';
import { cartRoutes } from './cart/cart.routes';
import { accountRoutes } from './accounts/accounts.routes';
import { engagementRoutes } from './engagement/engagement.routes';
import { homeRoutes } from './homes/homes.routes';

/** Route modules, one per area of the specification. */
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
    },
    { prefix: '/api/v1' },
  );
}
