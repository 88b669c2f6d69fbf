/** What other modules and the app use of recommendations (docs/decisions/0109): the module's one public face. */
export { recommendationRoutes } from './recommendation.routes';
