/** What other modules and the app use of carriers (docs/decisions/0109): the module's one public face. */
export { runCarriersCommand } from './carriers-command';
export { exportCarrierEnrollments } from './carrier-export.service';
