/** What other modules and the app use of homes (docs/decisions/0109): the module's one public face. */
export { homeRoutes } from './homes.routes';
