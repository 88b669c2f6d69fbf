/** What other modules and the app use of entry (docs/decisions/0109): the module's one public face. */
export { findLandingPage, findMember, findReferral, listActivePortalsOf } from './entry.repository';
export { entryRoutes } from './entry.routes';
