/** What other modules and the app use of catalog-files (docs/decisions/0109): the module's one public face. */
export { runCatalogCommand } from './catalog-command';
