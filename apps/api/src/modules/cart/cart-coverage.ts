import { centsToWire, formatUsDate, tierLabel, type CoverageSummary } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { Enrollment } from '../../lib/enrollment-access';
import { loadCart } from './cart.service';

/**
 * What an enrollment's cart covers, as the review, the receipt and the signing link show it
 * (DESIGN §3 "Receipt", docs/decisions/0098): the plans with their chosen options and prices, the
 * tier by name, the effective date given ('mm/dd/yyyy') and the costs.
 */
export async function cartCoverage(db: DbOrTx, enrollment: Enrollment, effectiveDate: string | null): Promise<CoverageSummary> {
  const cart = await loadCart(db, enrollment);
  return {
    plans: cart.lines.map((line) => ({
      plan_id: line.planId,
      plan_name: line.planName,
      option_label: line.optionLabel,
      price: centsToWire(line.priceCents),
      one_time_fee: centsToWire(line.oneTimeFeeCents),
    })),
    tier_label: cart.tier ? tierLabel(cart.tier, { hasPremierPlan: cart.hasPremierPlan }) : null,
    effective_date: effectiveDate ? formatUsDate(effectiveDate) : null,
    initial_month_cost: centsToWire(cart.totals.initialMonthCents),
    recurring_month_cost: centsToWire(cart.totals.recurringMonthCents),
    administrative_fee: centsToWire(cart.totals.administrativeFeeCents),
  };
}
