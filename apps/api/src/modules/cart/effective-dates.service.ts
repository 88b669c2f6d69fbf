import { formatUsDate, offeredEffectiveDates, type EffectiveDateOption } from '@benefit-store/domain';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http';
import { refuseCompleted, type Enrollment } from '../../lib/enrollment-access';
import type { DataCipher } from '../../lib/data-cipher';
import type { Catalog } from '../catalog/index';
import { countCartItems } from './cart.repository';
import { rerateCart } from './rerate';
import * as repo from './effective-dates.repository';

/** The dates this cart may start on (DESIGN §3 "Effective dates"): 1st and 15th, tomorrow to +60 days, minus its plans' blackouts. */
export async function offeredDatesFor(db: DbOrTx, enrollmentId: string, asOf: string): Promise<string[]> {
  return offeredEffectiveDates({ asOf, blackouts: await repo.listCartBlackouts(db, enrollmentId) });
}

/** The drop-down: the stored date when it is still offered, otherwise the earliest, is selected. */
export async function listEffectiveDates(db: DbOrTx, enrollment: Enrollment, asOf: string): Promise<EffectiveDateOption[]> {
  const dates = await offeredDatesFor(db, enrollment.id, asOf);
  const chosen = enrollment.effectiveDate && dates.includes(enrollment.effectiveDate) ? enrollment.effectiveDate : dates[0];
  return dates.map((date) => ({ value: date, label: formatUsDate(date), selected: date === chosen }));
}

/** The effective date the cart would start on now: the stored one while offered, else the earliest. */
export async function currentEffectiveDate(db: DbOrTx, enrollment: Enrollment, asOf: string): Promise<string | undefined> {
  return (await listEffectiveDates(db, enrollment, asOf)).find((option) => option.selected)?.value;
}

/** cart-checkout: records the effective date of a non-empty cart, if it is one of the offered dates, and re-rates its lines. */
export async function checkout(db: Db, catalog: Catalog, cipher: DataCipher, enrollment: Enrollment, effectiveDate: string, asOf: string) {
  refuseCompleted(enrollment);
  return db.transaction(async (tx) => {
    if ((await countCartItems(tx, enrollment.id)) === 0) throw badRequest('enrollment_id', 'Your cart is empty. Please add a plan first.');
    const offered = await offeredDatesFor(tx, enrollment.id, asOf);
    if (!offered.includes(effectiveDate)) {
      const choices =
        offered.length > 0
          ? ` Please choose one of: ${offered.map(formatUsDate).join(', ')}.`
          : ' No effective date is available for the plans in your cart.';
      throw badRequest('effective_date', `${formatUsDate(effectiveDate)} is not an available effective date.${choices}`);
    }
    const priceChanges = await rerateCart(tx, catalog, cipher, enrollment, asOf);
    await repo.saveEffectiveDate(tx, enrollment.id, effectiveDate);
    return {
      effective_date: effectiveDate,
      message: `Your plans will be effective as of ${formatUsDate(effectiveDate)}`,
      price_changes: priceChanges,
    };
  });
}
