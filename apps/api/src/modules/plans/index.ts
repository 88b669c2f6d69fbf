/** What other modules and the app use of plans (docs/decisions/0109): the module's one public face. */
export { addQuotedPlans } from './add-to-cart.service';
export { openAnswerStore, updateAnswerEntry } from './plan-answers';
export { summariseForVisitor } from './plans-list.service';
export { planRoutes } from './plans.routes';
export { loadHoldings, planFacts } from './pricing.service';
