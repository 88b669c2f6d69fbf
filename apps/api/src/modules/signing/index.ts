/** What other modules and the app use of signing (docs/decisions/0109): the module's one public face. */
export { signingRoutes } from './signing.routes';
