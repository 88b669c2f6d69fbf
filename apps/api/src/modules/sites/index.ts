/** What other modules and the app use of sites (docs/decisions/0109): the module's one public face. */
export { enrollerName, enrollmentBrand } from './enrollment-brand';
export { findAgent, findGroup } from './sites.repository';
export { siteRoutes } from './sites.routes';
