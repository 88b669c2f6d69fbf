import { centsToWire, formatUsDate, tierLabel, type SigningCart } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { storeToday } from '../../lib/store-date';
import { loadCart } from '../cart/cart.service';
import { currentEffectiveDate } from '../cart/effective-dates.service';
import type { Enrollment } from '../enrollment/enrollment-access';
import { enrollmentBrand } from '../sites/enrollment-brand';

/** The cart the signing link asks the applicant to sign for: plans and prices as they stand, and the enroller's branding. */
export async function signingCart(db: DbOrTx, enrollment: Enrollment, asOf: Date): Promise<SigningCart> {
  const cart = await loadCart(db, enrollment);
  const effectiveDate = await currentEffectiveDate(db, enrollment, storeToday(asOf));
  return {
    brand: await enrollmentBrand(db, enrollment),
    plans: cart.lines.map((line) => ({
      plan_name: line.planName,
      option_label: line.optionLabel,
      price: centsToWire(line.priceCents),
      one_time_fee: centsToWire(line.oneTimeFeeCents),
    })),
    tier_label: cart.tier ? tierLabel(cart.tier, { hasPremierPlan: cart.hasPremierPlan }) : null,
    effective_date: effectiveDate ? formatUsDate(effectiveDate) : null,
    initial_month_cost: centsToWire(cart.totals.initialMonthCents),
    recurring_month_cost: centsToWire(cart.totals.recurringMonthCents),
  };
}
