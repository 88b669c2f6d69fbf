/**
 * What the billing step accepts (spec 001 §3 "Billing", §4 "Billing", §5 "EFT", "Card", §9;
 * DESIGN §5): one schema built from the form's field rules and the store's day, used by the
 * browser's form and by the server's save. The EFT fields count when EFT is chosen, the card
 * fields when a card is, the billing address for both; list, elist and stmt have no form.
 * The card's security code is checked here and never stored (tab-data.ts has no field for it).
 */
import * as z from 'zod';
import { CHECK_MESSAGES } from '../messages/spec-texts';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import { PaymentMethodSchema, type PaymentMethod } from '../codes/codes';
import { validateCard } from '../validation/card';
import { isAccountNumber, isRoutingNumber, isZip } from '../validation/validators';
import { requiredFieldIssues, type FieldRules } from './form-definitions';
import { choiceField, NAME_MAX, stateField, textField } from './step-fields';

export const PAYMENT_METHODS = PaymentMethodSchema.options;
/** Methods whose form is filled in; list, elist and stmt have none (spec 001 §4). */
export const FORM_PAYMENT_METHODS = ['cc', 'eft'] as const satisfies readonly PaymentMethod[];
export const ACCOUNT_TYPES = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
] as const;
export const ACCOUNT_HOLDER_TYPES = [
  { value: 'individual', label: 'Individual' },
  { value: 'company', label: 'Company' },
] as const;
export const PHYSICAL_ADDRESS_OPTIONS = ['yes', 'no'] as const;

/** Bill dates: the 1st to the 28th of the month, the 28th by default (spec 001 §3, §9). */
export const DEFAULT_BILL_DATE = 28;
export const BILL_DATES = Array.from({ length: 28 }, (_, index) => index + 1);

/** A bill date as shown: '1st of month', '2nd of month', '28th of month' (docs/decisions/0035). */
export function billDateLabel(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix} of month`;
}

/** Card expiration months '01' to '12' (spec 001 §9). */
export const EXPIRATION_MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
/** Card expiration years: the current year to 20 years ahead (spec 001 §9); `today` is 'YYYY-MM-DD'. */
export function expirationYears(today: string): string[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 21 }, (_, index) => String(year + index));
}

export const EFT_FIELDS = ['routing_number', 'bank_name', 'account_name', 'account_number', 'account_type', 'account_holder_type'] as const;
export const CARD_FIELDS = [
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'security_code',
] as const;
export const BILLING_ADDRESS_FIELDS = ['is_physical_address', 'address1', 'address2', 'city', 'state', 'zip'] as const;

const onlyLetters = (value: string) => /^\p{L}+( \p{L}+)*$/u.test(value);
const accountHolderName = (value: string) => /^[A-Za-z0-9 ]+$/.test(value);
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The billing step's fields as the form and the save call carry them, each checked for its format. */
export function billingInfoFields() {
  return z.object({
    payment_method: choiceField(PAYMENT_METHODS),
    bill_date: textField((v) => BILL_DATES.includes(Number(v)) && /^\d{1,2}$/.test(v), WIZARD_MESSAGES.billDate),
    routing_number: textField(),
    bank_name: textField(),
    account_name: textField(accountHolderName, WIZARD_MESSAGES.accountName, NAME_MAX),
    account_number: textField(isAccountNumber, WIZARD_MESSAGES.accountNumber),
    account_type: choiceField(ACCOUNT_TYPES.map((t) => t.value)),
    account_holder_type: choiceField(ACCOUNT_HOLDER_TYPES.map((t) => t.value)),
    first_name_on_cc: textField(onlyLetters, WIZARD_MESSAGES.firstName, NAME_MAX),
    last_name_on_cc: textField(onlyLetters, WIZARD_MESSAGES.lastName, NAME_MAX),
    card_number: textField((v) => /^\d{13,25}$/.test(digitsOnly(v)), WIZARD_MESSAGES.cardNumber).transform(digitsOnly),
    expiration_month: textField((v) => EXPIRATION_MONTHS.includes(v.padStart(2, '0')), WIZARD_MESSAGES.expirationMonth).transform((v) =>
      v === '' ? v : v.padStart(2, '0'),
    ),
    expiration_year: textField((v) => /^\d{4}$/.test(v), WIZARD_MESSAGES.expirationYear),
    security_code: textField((v) => /^\d{3,4}$/.test(v), WIZARD_MESSAGES.securityCode),
    is_physical_address: choiceField(PHYSICAL_ADDRESS_OPTIONS),
    address1: textField(),
    address2: textField(),
    city: textField(),
    state: stateField(),
    zip: textField(isZip, WIZARD_MESSAGES.billingZip),
  });
}
export type BillingInfoInput = z.input<ReturnType<typeof billingInfoFields>>;

/** The fields whose required rule counts for a method: the chosen form's fields and the address; for list, elist, stmt none. */
export function billingFieldsInPlay(method: string): readonly string[] {
  if (method === 'eft') return ['payment_method', 'bill_date', ...EFT_FIELDS, ...BILLING_ADDRESS_FIELDS];
  if (method === 'cc') return ['payment_method', 'bill_date', ...CARD_FIELDS, ...BILLING_ADDRESS_FIELDS];
  return ['payment_method'];
}

function issue(ctx: z.RefinementCtx, path: string, message: string) {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * The billing step's whole check: formats, the required fields of the chosen method, the routing
 * number's ABA checksum, and the card by Luhn, brand (security code length) and expiry on `today`.
 */
export function billingInfoSchema({ rules, today }: { rules: FieldRules; today: string }) {
  return billingInfoFields().superRefine((values, ctx) => {
    const inPlay = new Set(billingFieldsInPlay(values.payment_method));
    const rulesInPlay = Object.fromEntries(Object.entries(rules).filter(([name]) => inPlay.has(name)));
    for (const found of requiredFieldIssues(values, rulesInPlay))
      ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
    if (values.routing_number !== '') {
      if (!/^\d{9}$/.test(values.routing_number)) issue(ctx, 'routing_number', CHECK_MESSAGES.routingDigits);
      else if (!isRoutingNumber(values.routing_number)) issue(ctx, 'routing_number', CHECK_MESSAGES.routingInvalid);
    }
    if (values.payment_method === 'cc') checkCard(values, today, ctx);
  });
}
export type BillingInfoValues = z.output<ReturnType<typeof billingInfoSchema>>;

function checkCard(values: z.output<ReturnType<typeof billingInfoFields>>, today: string, ctx: z.RefinementCtx) {
  const year = Number(values.expiration_year);
  const thisYear = Number(today.slice(0, 4));
  const yearTyped = /^\d{4}$/.test(values.expiration_year);
  if (yearTyped && (year < thisYear || year > thisYear + 20)) issue(ctx, 'expiration_year', WIZARD_MESSAGES.expirationYear);
  const numberTyped = /^\d{13,25}$/.test(values.card_number);
  const codeTyped = /^\d{3,4}$/.test(values.security_code);
  const monthTyped = EXPIRATION_MONTHS.includes(values.expiration_month);
  if (!numberTyped) return;
  const check = validateCard({
    number: values.card_number,
    cvv: values.security_code,
    expMonth: monthTyped ? Number(values.expiration_month) : 12,
    expYear: yearTyped ? year : thisYear,
    asOf: today,
  });
  if (check.valid) return;
  if (check.problems.includes('number')) issue(ctx, 'card_number', WIZARD_MESSAGES.cardNumberInvalid);
  if (check.problems.includes('cvv') && codeTyped && check.brand !== null)
    issue(ctx, 'security_code', WIZARD_MESSAGES.securityCodeForBrand);
  if (check.problems.includes('expiry') && monthTyped && yearTyped) issue(ctx, 'expiration_month', WIZARD_MESSAGES.cardExpired);
}

/**
 * `save-billing-info-existing` (spec 001 §7): a card on file by `card_id`, or a bank account on
 * file by `bank_id` with its account type, holder type, holder name, bank name, routing number
 * and the bill date.
 */
export function existingBillingFields() {
  return z.object({
    card_id: textField(),
    bank_id: textField(),
    account_type: choiceField(ACCOUNT_TYPES.map((t) => t.value)),
    account_holder_type: choiceField(ACCOUNT_HOLDER_TYPES.map((t) => t.value)),
    account_name: textField(accountHolderName, WIZARD_MESSAGES.accountName, NAME_MAX),
    bank_name: textField(),
    bank_routing: textField(),
    bill_date: textField((v) => BILL_DATES.includes(Number(v)) && /^\d{1,2}$/.test(v), WIZARD_MESSAGES.billDate),
  });
}

export function existingBillingSchema() {
  return existingBillingFields().superRefine((values, ctx) => {
    if (values.card_id === '' && values.bank_id === '') issue(ctx, 'bank_id', WIZARD_MESSAGES.required);
    if (values.bank_id === '') return;
    for (const name of ['account_type', 'account_holder_type', 'account_name', 'bank_name', 'bank_routing'] as const) {
      if (values[name] === '') issue(ctx, name, WIZARD_MESSAGES.required);
    }
    if (values.bank_routing !== '' && !isRoutingNumber(values.bank_routing)) issue(ctx, 'bank_routing', CHECK_MESSAGES.routingInvalid);
  });
}

/**
 * The one payment method `get-payment-method` answers from a portal's list (docs/decisions/0035):
 * a list with cc answers 'cc' (the card form, EFT also possible, spec 001 §4); otherwise the
 * portal's first listed method (its preferred one: Acme lists 'list' before 'eft'); no list answers 'eft'.
 */
export function paymentMethodOf(portalMethods: readonly string[] | null | undefined): PaymentMethod {
  const known = (portalMethods ?? []).filter((m): m is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(m));
  if (known.includes('cc')) return 'cc';
  return known[0] ?? 'eft';
}

/** What a save may choose under the answered method: cc also allows eft; every other method only itself. */
export function allowedPaymentMethods(answered: PaymentMethod): PaymentMethod[] {
  return answered === 'cc' ? ['cc', 'eft'] : [answered];
}
