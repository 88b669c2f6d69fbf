/** What other modules and the app use of checks (docs/decisions/0109): the module's one public face. */
export { bankLookupRoutes, checkRoutes } from './checks.routes';
