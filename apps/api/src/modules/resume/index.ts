/** What other modules and the app use of resume (docs/decisions/0109): the module's one public face. */
export { resumeRoutes } from './resume.routes';
