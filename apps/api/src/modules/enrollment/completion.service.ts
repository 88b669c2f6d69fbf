/**
 * Completion (DESIGN §3 "Completion", spec 001 §4 "Review", §7 save-review-info, get-receipt):
 * saving review turns the temporary enrollment into a member with one ACTIVE policy per cart
 * plan, in one transaction, exactly once. The enrollment's row lock serialises concurrent
 * calls; the first marks it completed, every later one (a second click, a retried request)
 * answers the same receipt and writes nothing.
 */
import { randomUUID } from 'node:crypto';
import {
  CHILD_AGE_LIMIT,
  REVIEW_MESSAGES,
  VALIDATION_MESSAGES,
  WIZARD_MESSAGES,
  dependentAgeIssue,
  parseUsDate,
  planWithOption,
  TierSchema,
  stepMissingMessage,
  tierLabel,
  type DependentInfo,
  type ReceiptData,
  type SaveReviewInfoBody,
  type TabData,
  type TabName,
} from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { ApiFailure, fieldError, notFound } from '../../lib/http';
import { enqueueMessage } from '../../mail/outbox';
import { renderReceiptEmail } from '../../mail/templates/receipt-email';
import { loadCart, type Cart } from '../cart/index';
import { requireEnrollment, type Enrollment } from '../../lib/enrollment-access';
import { readEnrollmentTabs } from './tab-storage';
import { lockEnrollment } from './tab-storage.repository';
import { dynamicTabs } from './tabs.service';
import { enrollmentBrand } from '../sites/index';
import { familySize, memberFamily, memberValues, employerRow, paymentRow } from './member-record';
import { queueEnrolledByNotice } from './enrolled-by-notice';
import * as repo from './completion.repository';

/** `db` may be a transaction's: a signing link completes in the transaction that uses the link up. */
export type CompletionContext = { db: DbOrTx; cipher: DataCipher; publicUrl: string; now: Date };

function refuse(target: string, message: string, errorCode: string): ApiFailure {
  return new ApiFailure('conflict', [fieldError(target, message)], { message, errorCode });
}

/** The receipt of a completed enrollment, or undefined. */
async function receiptOf(db: DbOrTx, enrollmentId: string): Promise<ReceiptData | undefined> {
  const row = await repo.findReceipt(db, enrollmentId);
  return row && { policy_id: String(row.policyId), name: `${row.firstName} ${row.lastName}` };
}

export async function getReceipt(db: DbOrTx, enrollment: Enrollment): Promise<ReceiptData> {
  const receipt = enrollment.status === 'completed' ? await receiptOf(db, enrollment.id) : undefined;
  if (!receipt) throw notFound('enrollment_id', REVIEW_MESSAGES.receiptNotFound);
  return receipt;
}

type Ready = { tabs: Partial<TabData>; cart: Cart; effectiveDate: string; tier: string };

/**
 * Every required step but `except` saved and usable (the first missing one is named, 409), and the
 * tabs as saved. Completion leaves out the review itself; a signing link also the agreement, which
 * the applicant signs through it (docs/decisions/0092).
 */
export async function requireStepsSaved(
  db: DbOrTx,
  cipher: DataCipher,
  enrollment: Enrollment,
  except: readonly TabName[],
): Promise<Partial<TabData>> {
  const required = (await dynamicTabs(db, enrollment)).filter((tab) => tab.required && !except.includes(tab.tab_name));
  const { tabs } = await readEnrollmentTabs(db, cipher, enrollment.id);
  for (const { tab_name } of required) {
    if (!isComplete(tab_name, tabs)) throw refuse(tab_name, stepMissingMessage(tab_name), 'stepMissing');
  }
  if (required.some((tab) => tab.tab_name === 'dependent_info')) refuseIncompleteDependents(tabs.dependent_info!, enrollment.effectiveDate);
  return tabs;
}

/** What completion needs: every required step saved (the first missing one is named), a cart, an effective date. */
async function requireReady(db: DbOrTx, cipher: DataCipher, enrollment: Enrollment): Promise<Ready> {
  const tabs = await requireStepsSaved(db, cipher, enrollment, ['review_info']);
  const cart = await loadCart(db, enrollment);
  if (cart.lines.length === 0) throw refuse('enrollment_id', 'Your cart is empty. Please add a plan first.', 'emptyCart');
  if (!enrollment.effectiveDate) throw refuse('effective_date', 'Please choose a valid effective date', 'noEffectiveDate');
  const tier = TierSchema.safeParse(enrollment.filterInfo.tier);
  return { tabs, cart, effectiveDate: enrollment.effectiveDate, tier: tier.success ? tier.data : 'IO' };
}

/**
 * Each dependent needs a name, a real date of birth and, on the effective date the policies start,
 * the age its relationship allows (docs/decisions/0099: the dependent step checked it on the date the
 * cart had then); the first failure is answered at `dependents.N.primary_info.<field>`, which the
 * review shows as 'Dependent #N {message}'.
 */
function refuseIncompleteDependents(info: DependentInfo, effectiveDate: string | null) {
  for (const [index, { primary_info: dependent }] of info.dependents.entries()) {
    const birthdate = parseUsDate(dependent.birthdate);
    const ageIssue =
      birthdate !== undefined && effectiveDate !== null
        ? dependentAgeIssue({
            relationship: dependent.relationship,
            birthdate,
            isDisabled: dependent.is_disabled === '1',
            effectiveDate,
            childAgeLimit: CHILD_AGE_LIMIT,
          })
        : undefined;
    const problem: [string, string] | undefined = !dependent.first_name.trim()
      ? ['first_name', WIZARD_MESSAGES.firstName]
      : !dependent.last_name.trim()
        ? ['last_name', WIZARD_MESSAGES.lastName]
        : birthdate === undefined
          ? ['birthdate', VALIDATION_MESSAGES.invalidDate]
          : ageIssue
            ? ['birthdate', ageIssue]
            : undefined;
    if (problem) {
      throw new ApiFailure('invalid', [fieldError(`dependents.${index}.primary_info.${problem[0]}`, problem[1])], { message: problem[1] });
    }
  }
}

/** A saved tab that is usable: present, with the details its choices need. */
function isComplete(tab: TabName, tabs: Partial<TabData>): boolean {
  if (tab === 'dependent_info') return (tabs.dependent_info?.dependents.length ?? 0) > 0;
  if (tab === 'beneficiary_info') return (tabs.beneficiary_info?.beneficiaries.length ?? 0) > 0;
  if (tab === 'billing_info') {
    const billing = tabs.billing_info;
    if (!billing) return false;
    if (billing.payment_method === 'eft') return Boolean(billing.bank_id || (billing.account_number && billing.routing_number));
    if (billing.payment_method === 'cc') return Boolean(billing.card_id || billing.card_number);
    return true;
  }
  // Sending a rep's verification code writes the tab before anything is signed: only a signed agreement counts.
  if (tab === 'agreement_info') return Boolean(tabs.agreement_info?.signed_at);
  return tabs[tab] !== undefined;
}

/** save-review-info: completes the enrollment once; every later call answers the same receipt. */
export async function completeEnrollment(
  { db, cipher, publicUrl, now }: CompletionContext,
  enrollmentId: string,
  body: SaveReviewInfoBody,
  /** Hash of the completing browser's token: the one browser that keeps the receipt. */
  completedBy: string | null,
): Promise<ReceiptData> {
  return db.transaction(async (tx) => {
    const lock = await lockEnrollment(tx, enrollmentId);
    if (!lock) throw notFound('enrollment_id', 'Enrollment not found');
    if (lock.status === 'completed') {
      const receipt = await receiptOf(tx, enrollmentId);
      if (!receipt) throw notFound('enrollment_id', REVIEW_MESSAGES.receiptNotFound);
      return receipt;
    }
    const enrollment = await requireEnrollment(tx, enrollmentId);
    const ready = await requireReady(tx, cipher, enrollment);
    const { tabs, cart } = ready;
    const personal = tabs.primary_info!;
    const contact = tabs.contact_info!;

    // Sealed values are bound to their rows: the ids come first (docs/decisions/0047).
    const memberId = enrollment.memberId ?? randomUUID();
    await repo.saveMember(tx, memberId, memberValues(cipher, enrollment, tabs, memberId));
    await repo.replaceFamily(tx, memberId, memberFamily(cipher, tabs, await repo.drawFamilyIds(tx, familySize(tabs))));
    if (tabs.employer_info) await repo.saveEmployer(tx, memberId, employerRow(tabs.employer_info));
    const payment = tabs.billing_info ? paymentRow(cipher, tabs.billing_info, randomUUID()) : undefined;
    if (payment) await repo.insertPaymentMethod(tx, memberId, payment);

    const policyIds: number[] = [];
    for (const [index, line] of cart.lines.entries()) {
      policyIds.push(
        await repo.insertPolicy(tx, {
          memberId,
          planId: line.planId,
          pricingOptionId: line.pricingOptionId,
          tier: ready.tier,
          status: 'ACTIVE',
          monthlyCents: line.priceCents,
          effectiveDate: ready.effectiveDate,
          enrollmentId,
          // Cart order is kept: the first plan's policy is the confirmation number.
          createdAt: new Date(now.getTime() + index),
        }),
      );
    }
    await repo.recordEnrolled(
      tx,
      cart.lines.map((line) => ({
        kind: 'enrolled' as const,
        planId: line.planId,
        enrollmentId,
        agentId: enrollment.agentId,
        groupId: enrollment.groupId,
        portalId: enrollment.portalId,
        state: contact.state.toUpperCase(),
        tier: ready.tier,
        gender: personal.gender,
        at: now,
      })),
    );
    await repo.markCompleted(tx, enrollmentId, {
      memberId,
      reviewInfo: { additional_notes: body.additional_notes ?? null, first_enroll: body.first_enroll ?? 1 },
      completedBy,
      asOf: now,
    });

    const receipt: ReceiptData = { policy_id: String(policyIds[0]), name: `${personal.first_name} ${personal.last_name}` };
    await queueReceiptEmails(tx, { cipher, publicUrl, enrollment, ready, receipt, applicantEmail: contact.email_address });
    // A rep's or group's application: the applicant is told who enrolled them, and can say it was not them (DESIGN §3).
    await queueEnrolledByNotice(tx, {
      cipher,
      publicUrl,
      enrollment,
      applicantEmail: contact.email_address,
      applicantName: receipt.name,
      plans: ready.cart.lines.map((line) => planWithOption(line)),
      now,
    });
    return receipt;
  });
}

/** The "Enrollment Receipt" e-mail, through the outbox, to the applicant and to the rep or group (one copy per address). */
async function queueReceiptEmails(
  tx: DbOrTx,
  {
    cipher,
    publicUrl,
    enrollment,
    ready,
    receipt,
    applicantEmail,
  }: { cipher: DataCipher; publicUrl: string; enrollment: Enrollment; ready: Ready; receipt: ReceiptData; applicantEmail: string },
) {
  const brand = await enrollmentBrand(tx, enrollment);
  const tier = TierSchema.safeParse(ready.tier);
  const email = renderReceiptEmail({
    publicUrl,
    brand,
    applicantName: receipt.name,
    confirmationNumber: receipt.policy_id,
    plans: ready.cart.lines,
    totals: ready.cart.totals,
    tierLabel: tier.success ? tierLabel(tier.data, { hasPremierPlan: ready.cart.hasPremierPlan }) : null,
    effectiveDate: ready.effectiveDate,
  });
  const recipients = new Set(
    [applicantEmail.trim().toLowerCase(), brand.email?.trim().toLowerCase()].filter((to): to is string => Boolean(to)),
  );
  for (const to of recipients)
    await enqueueMessage(tx, cipher, { kind: 'receipt', to, subject: email.subject, html: email.html, text: email.text });
}
