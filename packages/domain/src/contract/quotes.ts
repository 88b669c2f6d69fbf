/**
 * Personalised quotes and step screenshots (spec 000 §2 "Cart" send-quote modal, §5 quote form,
 * §7 save-enrollment / get-quote-preview-content / save-screenshot; spec 001 §7 "Shared").
 */
import * as z from 'zod';
import { EnrollmentIdSchema, MoneySchema } from './shell';
import { VALIDATION_MESSAGES } from '../messages/spec-texts';
import { DobTextSchema } from './filter';

export const QUOTE_MESSAGE_MAX = 2000;

/** Letters (any alphabet), spaces, apostrophes and hyphens, with at least one letter. */
const QUOTE_NAME = /^(?=.*\p{L})[\p{L}\p{M}'’ -]+$/u;

/** The send-quote form (spec 000 §5): the web validates with this schema too. */
export const QuoteFormSchema = z.object({
  name: z
    .string({ error: 'Field is required' })
    .trim()
    .min(1, 'Field is required')
    .max(160, VALIDATION_MESSAGES.name)
    .regex(QUOTE_NAME, VALIDATION_MESSAGES.name),
  email: z
    .string({ error: 'Field is required' })
    .trim()
    .min(1, 'Field is required')
    .max(255, VALIDATION_MESSAGES.email)
    .pipe(z.email(VALIDATION_MESSAGES.email)),
  message: z
    .string()
    .trim()
    .max(QUOTE_MESSAGE_MAX, `Message can be at most ${QUOTE_MESSAGE_MAX} characters`)
    .optional()
    .transform((m) => (m ? m : undefined)),
});
export type QuoteForm = z.infer<typeof QuoteFormSchema>;

/** The save-enrollment tab that sends the quote (the body's other tabs: contract/resume.ts). */
export const QUOTE_TAB = 'cart_info';
export const UNSUPPORTED_TAB = 'Unsupported tab';

export const QuotePreviewQuerySchema = QuoteFormSchema.extend({
  enrollment_id: EnrollmentIdSchema,
  tab: z.literal(QUOTE_TAB, { error: UNSUPPORTED_TAB }),
  type: z.literal('preview', { error: 'Unsupported type' }),
});
/** The HTML e-mail as it will be sent. */
export const QuotePreviewDataSchema = z.object({ content: z.string() });

export const SaveQuoteBodySchema = QuoteFormSchema.extend({
  enrollment_id: EnrollmentIdSchema,
  tab: z.literal(QUOTE_TAB),
  /** Accepted for compatibility with the specification's body; a quote needs nothing from it. */
  data: z.unknown().optional(),
});

/** A quote link's token: 32 random bytes, base64url. */
export const QuoteTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This quote link is not valid'),
});
/**
 * A quote as its link shows it (DESIGN §3 "Quote links"): the snapshot taken when it was sent —
 * plans with their chosen options, prices, tier, effective date, totals, the sender, their message
 * and branding. Nothing personal: not the client's name, address or date of birth, never the
 * enrollment it came from.
 */
export const QuoteViewSchema = z.object({
  brand: z.object({ name: z.string(), logo: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }),
  /** The rep's own name for a rep's quote ('John Smith'), the group's name for a group's. */
  sender: z.string(),
  message: z.string().nullable(),
  plans: z.array(
    z.object({
      plan_name: z.string(),
      /** The pricing option chosen ('$1,000 annual maximum'). */
      option_label: z.string(),
      price: MoneySchema,
      one_time_fee: MoneySchema,
    }),
  ),
  tier_label: z.string().nullable(),
  /** 'mm/dd/yyyy', or null before an effective date is chosen. */
  effective_date: z.string().nullable(),
  initial_month_cost: MoneySchema,
  recurring_month_cost: MoneySchema,
  /** 'mm/dd/yyyy': the last day the link opens the quote. */
  expires_on: z.string(),
});
export type QuoteView = z.infer<typeof QuoteViewSchema>;

/** GET quote/{token}: the quote, read-only, for anyone holding the link, any number of times, for 30 days. */
export const QuoteTokenDataSchema = z.object({ quote: QuoteViewSchema });
export type QuoteTokenData = z.infer<typeof QuoteTokenDataSchema>;

/** "Enroll now" on a quote: the visitor's own date of birth, which the quote never carries (docs/decisions/0086). */
export const EnrollFromQuoteBodySchema = z.object({ dob: DobTextSchema });
export type EnrollFromQuoteBody = z.infer<typeof EnrollFromQuoteBodySchema>;

/** The new enrollment (bound to the calling browser), with the quoted plans its cart could not take, and why. */
export const EnrollFromQuoteDataSchema = z.object({
  enrollment_id: z.uuid(),
  left_out: z.array(z.object({ plan_name: z.string(), reason: z.string() })),
});
export type EnrollFromQuoteData = z.infer<typeof EnrollFromQuoteDataSchema>;

export const SCREENSHOT_PREFIX = 'data:image/png;base64,';
/** Of the data URL as sent (about 3.75 MB of PNG); the request body limit is a little higher. */
export const SCREENSHOT_MAX_CHARS = 5 * 1024 * 1024;

export const SaveScreenshotBodySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  /** The step it shows: review_info, agreement_info, billing_info... */
  name: z
    .string({ error: 'Field is required' })
    .trim()
    .min(1, 'Field is required')
    .regex(/^[a-z0-9_]{1,40}$/, 'Invalid screenshot name'),
  image: z
    .string({ error: 'Field is required' })
    .min(1, 'Field is required')
    .max(SCREENSHOT_MAX_CHARS, 'The image is too large')
    .startsWith(SCREENSHOT_PREFIX, 'The image must be a PNG data URL'),
});
export const SaveScreenshotDataSchema = z.object({ name: z.string(), bytes: z.number().int() });
