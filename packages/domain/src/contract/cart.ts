/** Cart calls (spec 000 §2 "Cart", §3 cart item and totals, §7 "Plans, cart, recommendations"). */
import * as z from 'zod';
import { TierSchema } from '../codes/codes';
import { isIsoDate } from '../dates/calendar';
import { parseUsDate } from '../dates/us-date';
import { ZipFieldSchema } from '../validation/filter-schema';
import { EnrollmentIdSchema, MoneySchema, requiredId } from './shell';

/** One cart row; `removable` is 1 or 0 as the specification writes it. */
export const PlanCartItemSchema = z.object({
  plan_id: z.number(),
  plan_pricing_id: z.number(),
  plan_name: z.string(),
  /** Ours: the chosen pricing option's label ('$200,000 Coverage'), shown beside the name (docs/decisions/0100). */
  option_label: z.string(),
  plan_logo: z.string().nullable(),
  price: MoneySchema,
  removable: z.union([z.literal(1), z.literal(0)]),
  /** Charged with the first month only. */
  one_time_fee: MoneySchema,
});
export type PlanCartItem = z.infer<typeof PlanCartItemSchema>;

export const PlanCartDataSchema = z.object({
  result: z.array(PlanCartItemSchema),
  /** Recurring plus the one-time fees. */
  initial_month_cost: MoneySchema,
  /** Every month, the administrative fee included. */
  recurring_month_cost: MoneySchema,
  /** 3% of the plans' prices when an underwritten life plan is in the cart, else 0.00. */
  administrative_fee: MoneySchema,
  has_underwritten_life: z.boolean(),
  tier: TierSchema.nullable(),
  tier_label: z.string().nullable(),
  /** The chosen effective date ('YYYY-MM-DD'), null until cart-checkout. */
  effective_date: z.string().nullable(),
});
export type PlanCartData = z.infer<typeof PlanCartDataSchema>;

export const EffectiveDateOptionSchema = z.object({
  /** 'YYYY-MM-DD': what cart-checkout takes. */
  value: z.string(),
  /** 'mm/dd/yyyy' for the drop-down. */
  label: z.string(),
  selected: z.boolean(),
});
export const CartEffectiveDatesDataSchema = z.array(EffectiveDateOptionSchema);
export type EffectiveDateOption = z.infer<typeof EffectiveDateOptionSchema>;

export const INVALID_EFFECTIVE_DATE = 'Please choose a valid effective date';

/** An effective date as the drop-down's value ('YYYY-MM-DD') or as typed ('mm/dd/yyyy'); parsed to ISO. */
export const EffectiveDateInputSchema = z
  .string({ error: 'Field is required' })
  .trim()
  .min(1, 'Field is required')
  .transform((text, ctx) => {
    const iso = isIsoDate(text) ? text : parseUsDate(text);
    if (iso === undefined) {
      ctx.addIssue({ code: 'custom', message: INVALID_EFFECTIVE_DATE });
      return z.NEVER;
    }
    return iso;
  });

export const CartCheckoutBodySchema = z.object({ enrollment_id: EnrollmentIdSchema, effective_date: EffectiveDateInputSchema });
/** A cart line whose price checkout changed to its plan's current rate (prices as shown: "12.34" a month). */
export const CartPriceChangeSchema = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  old_price: z.string(),
  new_price: z.string(),
});
export type CartPriceChange = z.infer<typeof CartPriceChangeSchema>;

export const CartCheckoutDataSchema = z.object({
  effective_date: z.string(),
  /** 'Your plans will be effective as of mm/dd/yyyy'. */
  message: z.string(),
  /** Lines re-rated at checkout since they were added (a new rate table, docs/decisions/0055); empty when none moved. */
  price_changes: z.array(CartPriceChangeSchema),
});

/** reprice-cart-for-zip (not in the specification, docs/decisions/0103): the zip the contact address moved to. */
export const RepriceCartForZipBodySchema = z.object({ enrollment_id: EnrollmentIdSchema, zip: ZipFieldSchema });
export const RepriceCartForZipDataSchema = z.object({
  /** The enrollment's filter now: the zip and its state. */
  zip: z.string(),
  state: z.string(),
  /** 'Your plan prices are now for zip 33101 in Florida.' */
  message: z.string(),
  /** Lines whose price moved with the new zip; empty when none did. */
  price_changes: z.array(CartPriceChangeSchema),
});
export type RepriceCartForZipData = z.infer<typeof RepriceCartForZipDataSchema>;

export const RemovePlanQuerySchema = z.object({ enrollment_id: EnrollmentIdSchema, plan_id: requiredId, plan_pricing_id: requiredId });
/** The new cart count. */
export const RemovePlanDataSchema = z.object({ result: z.number().int() });
