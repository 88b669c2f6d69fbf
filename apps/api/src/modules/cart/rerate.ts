import { CONTACT_ADDRESS_MESSAGES, centsToWire, shownPriceCents, type CartPriceChange, type PricedPlace } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { badRequest } from '../../lib/http';
import type { Enrollment } from '../../lib/enrollment-access';
import { loadHoldings, planFacts } from '../plans/index';
import type { Catalog } from '../catalog/index';
import { listCartRows, setCartLinePrice, type CartRow } from './cart.repository';

/** The refusal when a plan in the cart has been retired since it was added (a catalog import, docs/decisions/0053). */
export const noLongerOffered = (planName: string) => `${planName} is no longer offered. Please remove it from your cart.`;

/** A cart line with its option's current monthly rate for the enrollment; undefined when the pricing rules would not price it now. */
type LineRate = { line: CartRow; monthlyCents: number | undefined };

/** Every cart line's current rate for the enrollment as given. A plan retired since it was added stops the caller, named. */
async function rateLines(tx: DbOrTx, catalog: Catalog, cipher: DataCipher, enrollment: Enrollment, asOf: string): Promise<LineRate[]> {
  const holdings = await loadHoldings(tx, enrollment);
  const rates: LineRate[] = [];
  for (const line of await listCartRows(tx, enrollment.id)) {
    const plan = catalog.activePlan(line.planId);
    if (!plan) throw badRequest('enrollment_id', noLongerOffered(line.planName));
    const { result } = planFacts(catalog, cipher, enrollment, holdings, plan, asOf);
    const current = result.kind === 'priced' ? result.options.find((option) => option.pricingOptionId === line.pricingOptionId) : undefined;
    rates.push({ line, monthlyCents: current?.monthlyCents });
  }
  return rates;
}

/** Stores each line's new rate; answers the lines whose price moved, as shown (a line without a rate keeps its price). */
async function applyRates(tx: DbOrTx, rates: readonly LineRate[]): Promise<CartPriceChange[]> {
  const changes: CartPriceChange[] = [];
  for (const { line, monthlyCents } of rates) {
    if (monthlyCents === undefined || monthlyCents === line.monthlyCents) continue;
    await setCartLinePrice(tx, line.id, monthlyCents);
    const shown = (cents: number) => centsToWire(shownPriceCents({ monthlyCents: cents, isUnderwrittenLife: line.isUnderwrittenLife }));
    changes.push({ plan_id: line.planId, plan_name: line.planName, old_price: shown(line.monthlyCents), new_price: shown(monthlyCents) });
  }
  return changes;
}

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
  return applyRates(tx, await rateLines(tx, catalog, cipher, enrollment, asOf));
}

/**
 * The cart priced for another place (docs/decisions/0103): every line takes its rate at the new
 * zip and state. Unlike checkout, a line the rules would not price there is not kept at its old
 * price: the whole change is refused under `zip`, naming the plans, before anything is written.
 */
export async function rerateCartAt(
  tx: DbOrTx,
  catalog: Catalog,
  cipher: DataCipher,
  { enrollment, place, asOf }: { enrollment: Enrollment; place: PricedPlace; asOf: string },
): Promise<CartPriceChange[]> {
  const moved: Enrollment = { ...enrollment, filterInfo: { ...enrollment.filterInfo, zip: place.zip, state: place.state } };
  const rates = await rateLines(tx, catalog, cipher, moved, asOf);
  const refused = rates.filter((rate) => rate.monthlyCents === undefined).map((rate) => rate.line.planName);
  if (refused.length > 0) throw badRequest('zip', CONTACT_ADDRESS_MESSAGES.notOfferedAt(refused, place.zip, place.state));
  return applyRates(tx, rates);
}
