import { centsToWire, shownPriceCents, type CartPriceChange } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { badRequest } from '../../lib/http';
import type { Enrollment } from '../enrollment/enrollment-access';
import { loadHoldings, planFacts } from '../plans/pricing.service';
import type { Catalog } from '../catalog/catalog';
import { listCartRows, setCartLinePrice } from './cart.repository';

/** The refusal when a plan in the cart has been retired since it was added (a catalog import, docs/decisions/0053). */
export const noLongerOffered = (planName: string) => `${planName} is no longer offered. Please remove it from your cart.`;

/**
 * Checkout re-rates the cart (docs/decisions/0055): a line keeps the price it was added
 * at until here; now each takes its plan's current rate for this shopper, and every line whose
 * price moved is answered so the shopper is told before enrolling. A plan retired since stops
 * checkout, named. A line the pricing rules would not price now (for a reason other than a new
 * rate) keeps its price: the cart's own rules checked it when it was added.
 */
export async function rerateCart(
  tx: DbOrTx,
  catalog: Catalog,
  cipher: DataCipher,
  enrollment: Enrollment,
  asOf: string,
): Promise<CartPriceChange[]> {
  const changes: CartPriceChange[] = [];
  const holdings = await loadHoldings(tx, enrollment);
  for (const line of await listCartRows(tx, enrollment.id)) {
    const plan = catalog.activePlan(line.planId);
    if (!plan) throw badRequest('enrollment_id', noLongerOffered(line.planName));
    const facts = planFacts(catalog, cipher, enrollment, holdings, plan, asOf);
    if (facts.result.kind !== 'priced') continue;
    const current = facts.result.options.find((option) => option.pricingOptionId === line.pricingOptionId);
    if (!current || current.monthlyCents === line.monthlyCents) continue;
    await setCartLinePrice(tx, line.id, current.monthlyCents);
    const shown = (monthlyCents: number) => centsToWire(shownPriceCents({ monthlyCents, isUnderwrittenLife: line.isUnderwrittenLife }));
    changes.push({
      plan_id: line.planId,
      plan_name: line.planName,
      old_price: shown(line.monthlyCents),
      new_price: shown(current.monthlyCents),
    });
  }
  return changes;
}
