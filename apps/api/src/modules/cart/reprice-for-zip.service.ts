import { CONTACT_ADDRESS_MESSAGES, VALIDATION_MESSAGES, type RepriceCartForZipData } from '@benefit-store/domain';
import type { Db } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { badRequest } from '../../lib/http';
import type { ZipDirectory } from '../../providers/zip-directory';
import type { Catalog } from '../catalog/index';
import { refuseCompleted, type Enrollment } from '../../lib/enrollment-access';
import { moveFilterPlace } from '../filter/index';
import { rerateCartAt } from './rerate';

export type RepriceContext = { db: Db; catalog: Catalog; cipher: DataCipher; zips: ZipDirectory };

/**
 * reprice-cart-for-zip (docs/decisions/0103): the contact address moved to a zip of another state,
 * so the filter takes that zip and its state and every cart line its rate there, in one
 * transaction; a plan not offered there refuses the whole change and nothing is written.
 */
export async function repriceCartForZip(
  { db, catalog, cipher, zips }: RepriceContext,
  { enrollment, zip, asOf }: { enrollment: Enrollment; zip: string; asOf: string },
): Promise<RepriceCartForZipData> {
  refuseCompleted(enrollment);
  const place = zips.lookup(zip);
  if (!place) throw badRequest('zip', VALIDATION_MESSAGES.zipUnknown);
  return db.transaction(async (tx) => {
    // The filter first: its row lock holds off other writes to the enrollment's row until this transaction ends.
    await moveFilterPlace(tx, enrollment.id, place);
    const priceChanges = await rerateCartAt(tx, catalog, cipher, { enrollment, place, asOf });
    return {
      zip: place.zip,
      state: place.state,
      message: CONTACT_ADDRESS_MESSAGES.repriced(place.zip, place.state),
      price_changes: priceChanges,
    };
  });
}
