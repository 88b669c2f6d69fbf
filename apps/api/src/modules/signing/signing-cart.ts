import type { SigningCart } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { storeToday } from '../../lib/store-date';
import { cartCoverage, currentEffectiveDate } from '../cart/index';
import type { Enrollment } from '../../lib/enrollment-access';
import { enrollmentBrand } from '../sites/index';

/** The cart the signing link asks the applicant to sign for: what it covers as it stands, and the enroller's branding. */
export async function signingCart(db: DbOrTx, enrollment: Enrollment, asOf: Date): Promise<SigningCart> {
  const effectiveDate = await currentEffectiveDate(db, enrollment, storeToday(asOf));
  return { ...(await cartCoverage(db, enrollment, effectiveDate ?? null)), brand: await enrollmentBrand(db, enrollment) };
}
