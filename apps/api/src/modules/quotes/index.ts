/** What other modules and the app use of quotes (docs/decisions/0109): the module's one public face. */
export { quoteRoutes } from './quotes.routes';
export { sendQuote } from './quotes.service';
