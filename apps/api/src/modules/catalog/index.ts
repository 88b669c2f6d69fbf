/** What other modules and the app use of catalog (docs/decisions/0109): the module's one public face. */
export { CatalogCache } from './catalog-cache';
export { type CarrierQuestionRow, type PlanRow, type QuestionRow, readCatalogTables } from './catalog.repository';
export { Catalog, type PlanScope } from './catalog';
export { menuRoutes } from './menu.routes';
