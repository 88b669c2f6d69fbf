/** The cart calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  CartCheckoutBodySchema,
  CartCheckoutDataSchema,
  CartEffectiveDatesDataSchema,
  PlanCartDataSchema,
  RemovePlanDataSchema,
  RemovePlanQuerySchema,
  RepriceCartForZipBodySchema,
  RepriceCartForZipDataSchema,
} from '../cart';
import { CartAmountDataSchema, CartCountDataSchema, EnrollmentQuerySchema } from '../shell';

const tag = 'cart';

export const GetCartCountCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-cart-count',
  tag,
  summary: 'How many plans the cart holds',
  query: EnrollmentQuerySchema,
  response: CartCountDataSchema,
});

export const GetCartAmountCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-cart-amount',
  tag,
  summary: "The cart's recurring monthly cost, administrative fee included",
  query: EnrollmentQuerySchema,
  response: CartAmountDataSchema,
});

export const GetPlanCartCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-plan-cart',
  tag,
  summary: "The cart's plans with first-month and recurring totals",
  query: EnrollmentQuerySchema,
  response: PlanCartDataSchema,
});

export const GetCartEffectiveDatesCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-cart-effective-dates',
  tag,
  summary: 'The effective dates offered for the cart (1st and 15th, up to 60 days ahead)',
  query: EnrollmentQuerySchema,
  response: CartEffectiveDatesDataSchema,
});

export const CartCheckoutCall = defineCall({
  method: 'POST',
  path: '/api/v1/cart-checkout',
  tag,
  summary: "Records the cart's effective date before enrollment",
  body: CartCheckoutBodySchema,
  response: CartCheckoutDataSchema,
});

export const RemovePlanFromCartCall = defineCall({
  method: 'GET',
  path: '/api/v1/remove-plan-from-cart',
  tag,
  summary: 'Removes a plan from the cart and answers the new count',
  query: RemovePlanQuerySchema,
  response: RemovePlanDataSchema,
});

export const RepriceCartForZipCall = defineCall({
  method: 'POST',
  path: '/api/v1/reprice-cart-for-zip',
  tag,
  summary: "Prices the cart for a new zip (the contact address's), or changes nothing",
  description:
    'Not in the specification (docs/decisions/0103). The filter takes the zip and its state and every cart line its rate there, ' +
    "in one transaction; a plan not offered at the zip refuses the whole change under zip, naming the plan. 'Invalid Zip code' for a zip the store does not know.",
  body: RepriceCartForZipBodySchema,
  response: RepriceCartForZipDataSchema,
});
