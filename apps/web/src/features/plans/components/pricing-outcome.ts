import type { PlanRefusal } from '@benefit-store/domain';
import { PLAN_PAGE_MESSAGES } from '@benefit-store/domain';
import { formatMoney } from '@/lib/format';

/** What the visitor can do about a refusal: open the input it needs. */
export type PricingFix = 'income' | 'hours' | 'tobacco' | 'basicInfo';

export type PricingOutcome =
  /**
   * A message; `fix.linkText` is the part of it that opens the input (spec 000 §8 local messages);
   * `detail` says what the fix must give (the plan's minimum income).
   */
  | { kind: 'message'; text: string; fix?: { action: PricingFix; linkText: string }; detail?: string }
  /** The plan was replaced: go to its successor. */
  | { kind: 'changePid'; planId: number }
  /** No usable enrollment yet: ask for the basic info (quote flow). */
  | { kind: 'noEnrollment'; text: string }
  /** Qualifying questions stand between the visitor and the rates. */
  | { kind: 'questions' }
  /** The answers declined the application: the server's decline message, and no price. */
  | { kind: 'declined'; text: string };

const CLICK = 'clicking here';
const EDIT = 'editing your basic info above';

const LOCAL: Partial<Record<string, { text: string; fix: { action: PricingFix; linkText: string } }>> = {
  hourError: { text: PLAN_PAGE_MESSAGES.hourError, fix: { action: 'hours', linkText: CLICK } },
  salaryError: { text: PLAN_PAGE_MESSAGES.salaryError, fix: { action: 'income', linkText: CLICK } },
  smokerError: { text: PLAN_PAGE_MESSAGES.smokerError, fix: { action: 'tobacco', linkText: CLICK } },
  stateError: { text: PLAN_PAGE_MESSAGES.stateError, fix: { action: 'basicInfo', linkText: EDIT } },
  tierError: { text: PLAN_PAGE_MESSAGES.tierError, fix: { action: 'basicInfo', linkText: EDIT } },
  metError: { text: PLAN_PAGE_MESSAGES.metError, fix: { action: 'basicInfo', linkText: EDIT } },
  ageError: { text: PLAN_PAGE_MESSAGES.ageError, fix: { action: 'basicInfo', linkText: 'edit your basic info above' } },
};

/**
 * The plan page's answer to a pricing refusal (spec 000 §8): the codes with a local message show
 * it with its fix; planAgeError, portalError and anything else show the server's message.
 * newQuestionsError means "answer the questions" unless the server says why they declined.
 */
export function describePricingRefusal(refusal: Pick<PlanRefusal, 'errorCode' | 'message' | 'data'>): PricingOutcome {
  const local = LOCAL[refusal.errorCode];
  const minimumIncome = minimumIncomeOf(refusal);
  if (local) return { kind: 'message', ...local, ...(minimumIncome ? { detail: minimumIncomeText(minimumIncome) } : {}) };
  switch (refusal.errorCode) {
    case 'changePid': {
      const planId = refusal.data.find((item) => item.new_pid !== undefined)?.new_pid;
      return planId === undefined ? { kind: 'message', text: refusal.message } : { kind: 'changePid', planId };
    }
    case 'enrollmentIdError':
      return { kind: 'noEnrollment', text: refusal.message };
    case 'newQuestionsError':
      return refusal.data.some((item) => item.declined === true) ? { kind: 'declined', text: refusal.message } : { kind: 'questions' };
    default:
      return { kind: 'message', text: refusal.message };
  }
}

/** Splits a message around its link text, for rendering the link in place. */
export function splitAtLink(text: string, linkText: string): [before: string, link: string, after: string] | undefined {
  const at = text.indexOf(linkText);
  if (at < 0) return undefined;
  return [text.slice(0, at), linkText, text.slice(at + linkText.length)];
}

/** The plan's minimum annual income (dollars, '25000.00') a salaryError refusal carries. */
export function minimumIncomeOf(refusal: Pick<PlanRefusal, 'data'> | undefined): string | undefined {
  return refusal?.data.find((item) => item.min_annual_income !== undefined)?.min_annual_income;
}

const wholeDollars = (amount: string) => formatMoney(amount).replace(/\.00$/, '');

/** What the income fix must reach: 'This plan needs an annual income of at least $25,000.' */
export function minimumIncomeText(minimum: string): string {
  return `This plan needs an annual income of at least ${wholeDollars(minimum)}.`;
}

/** The income fix's message for an income under the minimum. */
export function belowMinimumIncomeText(minimum: string): string {
  return `Enter at least ${wholeDollars(minimum)} to see this plan's rates`;
}
