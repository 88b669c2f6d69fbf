/**
 * Calls of the billing step (spec 001 §7 "Review, agreement, billing"). Wire names are the
 * specification's. Card and account numbers leave the server masked (`xxxxxxxx1234`); the
 * security code is checked and never stored.
 */
import * as z from 'zod';
import { PaymentMethodSchema } from '../codes/codes';
import { billingInfoFields, existingBillingFields } from '../enrollment/billing-step';
import { wireFieldsOf } from '../enrollment/step-fields';
import { EnrollmentIdSchema } from './shell';

export const SaveBillingInfoBodySchema = wireFieldsOf(billingInfoFields()).extend({ enrollment_id: EnrollmentIdSchema });
export type SaveBillingInfoBody = z.input<typeof SaveBillingInfoBodySchema>;
export const SaveBillingInfoExistingBodySchema = wireFieldsOf(existingBillingFields()).extend({ enrollment_id: EnrollmentIdSchema });
export type SaveBillingInfoExistingBody = z.input<typeof SaveBillingInfoExistingBodySchema>;

export const BillDatesDataSchema = z.object({ result: z.array(z.object({ bill_date: z.number().int() })) });
export const PaymentMethodDataSchema = z.object({ result: PaymentMethodSchema });
/** The portal's merchant text (it appears on the bank statement); '' when the portal has none. */
export const BillingTextDataSchema = z.string();

export const ExistingBankSchema = z.object({
  bank_id: z.string(),
  bank_name: z.string().nullable(),
  bank_routing: z.string().nullable(),
  account_number: z.string(),
  account_type: z.string().nullable(),
  account_holder_type: z.string().nullable(),
  account_name: z.string().nullable(),
});
export type ExistingBank = z.infer<typeof ExistingBankSchema>;
export const ExistingBanksDataSchema = z.object({ result: z.array(ExistingBankSchema) });

export const ExistingCardSchema = z.object({
  card_id: z.string(),
  card_number: z.string(),
  card_brand: z.string().nullable(),
  name_on_card: z.string().nullable(),
  expiration_month: z.string().nullable(),
  expiration_year: z.string().nullable(),
});
export type ExistingCard = z.infer<typeof ExistingCardSchema>;
export const ExistingCardsDataSchema = z.object({ result: z.array(ExistingCardSchema) });
