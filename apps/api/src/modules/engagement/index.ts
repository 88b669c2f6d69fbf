/** What other modules and the app use of engagement (docs/decisions/0109): the module's one public face. */
export { engagementRoutes } from './engagement.routes';
