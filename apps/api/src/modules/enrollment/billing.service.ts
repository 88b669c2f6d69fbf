/**
 * The billing step (spec 001 §2 "Billing Information", §4 "Billing", §5 "EFT", "Card", §7;
 * DESIGN §5): the portal's payment method and billing text, an existing member's accounts and
 * cards on file (masked), and the two saves. The tab is stored sealed (payment_info_enc); the
 * card's security code is checked and dropped, never stored nor answered.
 */
import {
  BILL_DATES,
  DEFAULT_BILL_DATE,
  WIZARD_MESSAGES,
  allowedPaymentMethods,
  billingInfoSchema,
  existingBillingSchema,
  formFields,
  paymentMethodOf,
  type ExistingBank,
  type ContactInfo,
  type ExistingCard,
  type FormField,
  type PaymentInfo,
  type PaymentMethod,
} from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { ApiFailure, fieldError } from '../../lib/http';
import { parseOrRefuse } from '../../lib/zod-failure';
import type { Enrollment } from '../../lib/enrollment-access';
import { readEnrollmentTabs, saveEnrollmentTab } from './tab-storage';
import { fieldRulesFor } from './field-rules';
import { findMemberPaymentMethod, findPortalBilling, listMemberPaymentMethods, type StoredPaymentMethod } from './billing.repository';

export type BillingContext = { db: Db; cipher: DataCipher; now: Date; today: string };

/** Numbers the form never gets back: the security code is not stored, and stored numbers are retyped to change. */
const NEVER_ANSWERED = ['card_number', 'account_number', 'security_code'] as const;

export async function billingFields({ db, cipher }: BillingContext, enrollment: Enrollment): Promise<FormField[]> {
  const [rules, { tabs }] = await Promise.all([
    fieldRulesFor(db, enrollment, 'billing_info'),
    readEnrollmentTabs(db, cipher, enrollment.id),
  ]);
  const saved: Record<string, unknown> = { bill_date: DEFAULT_BILL_DATE, ...tabs.billing_info };
  for (const name of NEVER_ANSWERED) delete saved[name];
  return formFields(rules, saved);
}

export function billDates(): { bill_date: number }[] {
  return BILL_DATES.map((bill_date) => ({ bill_date }));
}

export async function paymentMethodFor(db: DbOrTx, enrollment: Enrollment): Promise<PaymentMethod> {
  const portal = enrollment.portalId === null ? null : await findPortalBilling(db, enrollment.portalId);
  return paymentMethodOf(portal?.paymentMethods);
}

export async function billingText(db: DbOrTx, enrollment: Enrollment): Promise<string> {
  const portal = enrollment.portalId === null ? null : await findPortalBilling(db, enrollment.portalId);
  return portal?.billingText ?? '';
}

const masked = (last4: string) => `xxxxxxxx${last4}`;

export async function existingBanks(db: DbOrTx, enrollment: Enrollment): Promise<ExistingBank[]> {
  if (enrollment.memberId === null) return [];
  const rows = await listMemberPaymentMethods(db, enrollment.memberId, 'bank');
  return rows.map((row) => ({
    bank_id: row.id,
    bank_name: row.bankName,
    bank_routing: row.routingNumber,
    account_number: masked(row.last4),
    account_type: row.accountType,
    account_holder_type: row.accountHolderType,
    account_name: row.accountName,
  }));
}

export async function existingCards(db: DbOrTx, enrollment: Enrollment): Promise<ExistingCard[]> {
  if (enrollment.memberId === null) return [];
  const rows = await listMemberPaymentMethods(db, enrollment.memberId, 'card');
  return rows.map((row) => ({
    card_id: row.id,
    card_number: masked(row.last4),
    card_brand: row.cardBrand,
    name_on_card: row.nameOnCard,
    expiration_month: row.expirationMonth,
    expiration_year: row.expirationYear,
  }));
}

const orNull = (value: string) => (value === '' ? null : value);

/** Refuses a method the portal does not offer, under payment_method. */
async function requireOffered(db: DbOrTx, enrollment: Enrollment, method: string): Promise<void> {
  const offered = allowedPaymentMethods(await paymentMethodFor(db, enrollment)) as string[];
  if (!offered.includes(method)) {
    throw new ApiFailure('invalid', [fieldError('payment_method', WIZARD_MESSAGES.paymentMethodNotOffered)], {
      message: WIZARD_MESSAGES.paymentMethodNotOffered,
    });
  }
}

const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;
type BillingAddress = Pick<PaymentInfo, (typeof ADDRESS_FIELDS)[number]>;

/** An address as the billing tab stores it: empty lines as null. */
const storedAddress = (from: Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null>>): BillingAddress =>
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, orNull(from[name] ?? '')]));

/** 'yes' (the physical address): the contact step's address is the billing address, whatever the form sent. */
async function billingAddress(context: BillingContext, enrollment: Enrollment, values: Record<string, string>): Promise<BillingAddress> {
  if (values.is_physical_address !== 'yes') return storedAddress(values);
  const contact = (await readEnrollmentTabs(context.db, context.cipher, enrollment.id)).tabs.contact_info;
  return storedAddress(contact ?? values);
}

/**
 * A saved billing step that says the billing address is the physical one, with the contact
 * address it follows now; undefined when it says no or is not saved. The contact step's save
 * writes it in its own transaction, so the billing address never stays behind a corrected
 * contact address (docs/decisions/0103).
 */
export function billingFollowingContact(billing: PaymentInfo | undefined, contact: ContactInfo): PaymentInfo | undefined {
  if (billing?.is_physical_address !== 'yes') return undefined;
  return { ...billing, ...storedAddress(contact) };
}

export async function saveBilling(context: BillingContext, enrollment: Enrollment, body: unknown): Promise<{ version: number }> {
  const rules = await fieldRulesFor(context.db, enrollment, 'billing_info');
  const values = parseOrRefuse(billingInfoSchema({ rules, today: context.today }), body);
  await requireOffered(context.db, enrollment, values.payment_method);
  const method = values.payment_method as PaymentMethod;
  const billDate = values.bill_date === '' ? DEFAULT_BILL_DATE : Number(values.bill_date);
  const bank = {
    routing_number: orNull(values.routing_number),
    bank_name: orNull(values.bank_name.toUpperCase()),
    account_name: orNull(values.account_name),
    account_number: orNull(values.account_number),
    account_type: orNull(values.account_type) as PaymentInfo['account_type'],
    account_holder_type: orNull(values.account_holder_type) as PaymentInfo['account_holder_type'],
  };
  let data: PaymentInfo;
  if (method === 'eft' || method === 'cc') {
    const address = await billingAddress(context, enrollment, values);
    const common = {
      payment_method: method,
      bill_date: billDate,
      is_physical_address: (orNull(values.is_physical_address) as PaymentInfo['is_physical_address']) ?? null,
      ...address,
    };
    data =
      method === 'eft'
        ? { ...common, ...bank }
        : {
            ...common,
            first_name_on_cc: values.first_name_on_cc,
            last_name_on_cc: values.last_name_on_cc,
            card_number: values.card_number,
            expiration_month: values.expiration_month,
            expiration_year: values.expiration_year,
            // security_code: checked by the schema above, never stored (DESIGN §5).
          };
  } else {
    // list, elist, stmt: the method, and only the bank fields that were given (spec 001 §7).
    data = {
      payment_method: method,
      bill_date: billDate,
      ...Object.fromEntries(Object.entries(bank).filter(([, value]) => value !== null)),
    };
  }
  return saveEnrollmentTab(context.db, context.cipher, { enrollmentId: enrollment.id, tab: 'billing_info', data, asOf: context.now });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member's card or account on file by id, or 'This payment method is not on file' under `target`. */
async function onFile(db: DbOrTx, enrollment: Enrollment, kind: 'bank' | 'card', id: string, target: string): Promise<StoredPaymentMethod> {
  const row = enrollment.memberId !== null && UUID.test(id) ? await findMemberPaymentMethod(db, enrollment.memberId, kind, id) : null;
  if (!row) {
    throw new ApiFailure('notFound', [fieldError(target, WIZARD_MESSAGES.existingPaymentNotFound)], {
      message: WIZARD_MESSAGES.existingPaymentNotFound,
    });
  }
  return row;
}

export async function saveBillingExisting(context: BillingContext, enrollment: Enrollment, body: unknown): Promise<{ version: number }> {
  const values = parseOrRefuse(existingBillingSchema(), body);
  const billDate = values.bill_date === '' ? DEFAULT_BILL_DATE : Number(values.bill_date);
  let data: PaymentInfo;
  if (values.bank_id !== '') {
    await requireOffered(context.db, enrollment, 'eft');
    const row = await onFile(context.db, enrollment, 'bank', values.bank_id, 'bank_id');
    data = {
      payment_method: 'eft',
      bill_date: billDate,
      bank_id: row.id,
      // The routing number is the one on file; the account number stays in payment_methods, sealed.
      routing_number: row.routingNumber,
      bank_name: values.bank_name.toUpperCase(),
      account_name: values.account_name,
      account_type: values.account_type as PaymentInfo['account_type'],
      account_holder_type: values.account_holder_type as PaymentInfo['account_holder_type'],
    };
  } else {
    await requireOffered(context.db, enrollment, 'cc');
    const row = await onFile(context.db, enrollment, 'card', values.card_id, 'card_id');
    data = {
      payment_method: 'cc',
      bill_date: billDate,
      card_id: row.id,
      expiration_month: row.expirationMonth,
      expiration_year: row.expirationYear,
    };
  }
  return saveEnrollmentTab(context.db, context.cipher, { enrollmentId: enrollment.id, tab: 'billing_info', data, asOf: context.now });
}
