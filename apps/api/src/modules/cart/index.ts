/** What other modules and the app use of cart (docs/decisions/0109): the module's one public face. */
export { cartCoverage } from './cart-coverage';
export { cartRoutes } from './cart.routes';
export { type Cart, loadCart } from './cart.service';
export { currentEffectiveDate } from './effective-dates.service';
