/** What other modules and the app use of signing (docs/decisions/0109): the module's one public face. */
export { queueEnrolledByNotice } from './not-me.service';
export { signingRoutes } from './signing.routes';
