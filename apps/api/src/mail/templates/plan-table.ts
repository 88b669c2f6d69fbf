import {
  FEE_TEXTS,
  formatDollars,
  formatUsDate,
  planWithOption,
  REVIEW_MESSAGES,
  shownOptionLabel,
  type PlanWithOption,
} from '@benefit-store/domain';
import { escapeHtml as e } from './html';
import { MAIL_FONT } from './branded-layout';

/** A plan line as the e-mails list it: a cart line or a quote's plan as they are. */
export type MailPlan = PlanWithOption & { priceCents: number; oneTimeFeeCents: number };
export type MailTotals = { initialMonthCents: number; recurringMonthCents: number; administrativeFeeCents: number };

const CELL = 'padding:10px 16px;border-bottom:1px solid #e4e7ec;font-size:15px;';
const includedFeeLabel = `${FEE_TEXTS.includedFeeLabel} (${FEE_TEXTS.includedFeeHint})`;

/** The plans table's opening and header row (close it with `</table>`). */
export const PLAN_TABLE_HEAD = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;${MAIL_FONT}">
<tr><th align="left" style="${CELL}background:#f2f4f7;">Plan</th><th align="right" style="${CELL}background:#f2f4f7;">Monthly price</th></tr>`;

const NOTE = 'font-size:13px;color:#667085;';
const noteHtml = (text: string) => `<br><span style="${NOTE}">${e(text)}</span>`;

/** One row per plan: its name, the chosen option under it (docs/decisions/0100), any one-time fee, and its monthly price. Values escaped. */
export function planRowsHtml(plans: readonly MailPlan[]): string {
  return plans
    .map((plan) => {
      const option = shownOptionLabel(plan);
      const notes = [option, plan.oneTimeFeeCents > 0 ? `One-time enrollment fee ${formatDollars(plan.oneTimeFeeCents)}` : null];
      return (
        `<tr><td style="${CELL}">${e(plan.planName)}${notes.map((note) => (note ? noteHtml(note) : '')).join('')}</td>` +
        `<td style="${CELL}text-align:right;white-space:nowrap;">${e(formatDollars(plan.priceCents))}/month</td></tr>`
      );
    })
    .join('');
}

/** A label and value row under the plans. Values escaped. */
export function summaryRowHtml(label: string, value: string, strong = false): string {
  const weight = strong ? 'font-weight:bold;' : '';
  return `<tr><td style="${CELL}${weight}">${e(label)}</td><td style="${CELL}text-align:right;${weight}">${e(value)}</td></tr>`;
}

/** The included administrative fee's row, when the cart has one (DESIGN §3 "Fees"). */
export function includedFeeRowHtml(totals: MailTotals, strong = false): string {
  return totals.administrativeFeeCents > 0 ? summaryRowHtml(includedFeeLabel, formatDollars(totals.administrativeFeeCents), strong) : '';
}

/** The plain-text part's plan lines. */
export function planTextLines(plans: readonly MailPlan[]): string[] {
  return plans.map(
    (plan) =>
      `- ${planWithOption(plan)}: ${formatDollars(plan.priceCents)}/month${plan.oneTimeFeeCents > 0 ? ` (one-time enrollment fee ${formatDollars(plan.oneTimeFeeCents)})` : ''}`,
  );
}

/** The plain-text part's included-fee line, when the cart has one. */
export function includedFeeTextLines(totals: MailTotals): string[] {
  return totals.administrativeFeeCents > 0 ? [`${includedFeeLabel}: ${formatDollars(totals.administrativeFeeCents)}`] : [];
}

/** What an enrollment comes to, under its plans: the costs, the tier and the effective date ('YYYY-MM-DD', left out while null). */
export type CoverageTotals = { totals: MailTotals; tierLabel: string | null; effectiveDate: string | null };

/** The receipt's and the verification code's rows under the plans (the quote words its own). Values escaped. */
export function coverageRowsHtml({ totals, tierLabel, effectiveDate }: CoverageTotals): string {
  return [
    includedFeeRowHtml(totals, true),
    summaryRowHtml(REVIEW_MESSAGES.firstMonthTotalCost, formatDollars(totals.initialMonthCents), true),
    summaryRowHtml(REVIEW_MESSAGES.recurringMonthlyCost, `${formatDollars(totals.recurringMonthCents)}/month`, true),
    tierLabel ? summaryRowHtml('Coverage', tierLabel, true) : '',
    effectiveDate ? summaryRowHtml('Effective date', formatUsDate(effectiveDate), true) : '',
  ].join('');
}

/** The same as plain-text lines. */
export function coverageTextLines({ totals, tierLabel, effectiveDate }: CoverageTotals): string[] {
  return [
    ...includedFeeTextLines(totals),
    `${REVIEW_MESSAGES.firstMonthTotalCost}: ${formatDollars(totals.initialMonthCents)}`,
    `${REVIEW_MESSAGES.recurringMonthlyCost}: ${formatDollars(totals.recurringMonthCents)}/month`,
    ...(tierLabel ? [`Coverage: ${tierLabel}`] : []),
    ...(effectiveDate ? [`Effective date: ${formatUsDate(effectiveDate)}`] : []),
  ];
}
