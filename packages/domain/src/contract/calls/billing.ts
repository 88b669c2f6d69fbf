/** The billing calls of ../shared/spec/endpoints.tsv, one definition each (docs/patterns.md "An API call"). */
import { defineCall } from '../define-call';
import {
  BillDatesDataSchema,
  BillingTextDataSchema,
  ExistingBanksDataSchema,
  ExistingCardsDataSchema,
  PaymentMethodDataSchema,
  SaveBillingInfoBodySchema,
  SaveBillingInfoExistingBodySchema,
} from '../billing';
import { FormFieldsDataSchema, StepSavedDataSchema } from '../personal';
import { EnrollmentQuerySchema } from '../shell';

export const GetFormFieldsBillingInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-form-fields-billing-info',
  tag: 'enrollment wizard',
  summary: 'Get form fields billing info',
  description:
    "The billing step's fields with their rules and saved values. Card and account numbers are never answered (retyped on a change); the security code is never stored.",
  query: EnrollmentQuerySchema,
  response: FormFieldsDataSchema,
});

export const GetBillDateCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-bill-date',
  tag: 'enrollment wizard',
  summary: 'The bill dates a member may choose: the 1st to the 28th of the month',
  query: EnrollmentQuerySchema,
  response: BillDatesDataSchema,
});

export const GetPaymentMethodCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-payment-method',
  tag: 'enrollment wizard',
  summary: "The enrollment portal's payment method: cc (card, EFT also possible), eft, list, elist or stmt",
  query: EnrollmentQuerySchema,
  response: PaymentMethodDataSchema,
});

export const GetExistingBankInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-existing-bank-info',
  tag: 'enrollment wizard',
  summary: "An existing member's bank accounts on file, account numbers masked",
  query: EnrollmentQuerySchema,
  response: ExistingBanksDataSchema,
});

export const GetExistingCardInfoCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-existing-card-info',
  tag: 'enrollment wizard',
  summary: "An existing member's cards on file, card numbers masked",
  query: EnrollmentQuerySchema,
  response: ExistingCardsDataSchema,
});

export const GetBillingTextCall = defineCall({
  method: 'GET',
  path: '/api/v1/get-billing-text',
  tag: 'enrollment wizard',
  summary: "The portal's merchant billing text (what the bank statement shows)",
  query: EnrollmentQuerySchema,
  response: BillingTextDataSchema,
});

export const SaveBillingInfoCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-billing-info',
  tag: 'enrollment wizard',
  summary: 'Save billing info',
  description:
    'A new card or bank account (checked: ABA routing checksum, Luhn, security code by brand, expiry), or for list, elist, stmt only the method ' +
    'and any bank fields given. Numbers are stored sealed; the security code is dropped.',
  body: SaveBillingInfoBodySchema,
  response: StepSavedDataSchema,
});

export const SaveBillingInfoExistingCall = defineCall({
  method: 'POST',
  path: '/api/v1/save-billing-info-existing',
  tag: 'enrollment wizard',
  summary: "Save billing info with the member's card or bank account on file",
  body: SaveBillingInfoExistingBodySchema,
  response: StepSavedDataSchema,
});
