/**
 * What the review submits and what the receipt shows (DESIGN §3 "Receipt", docs/decisions/0098):
 * the cart's plans with their chosen options and prices, the tier by name, the effective date
 * and the costs, as the receipt e-mail gives them; the review adds the signed agreement's
 * signature, the receipt whom to contact. A completed enrollment's cart is no longer changed, so
 * it stays the record of what was enrolled.
 */
import type { ReceiptDetails, ReviewSummaryData } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import type { FileStore } from '../../files/file-store';
import { cartCoverage } from '../cart/index';
import type { Enrollment } from '../../lib/enrollment-access';
import { readEnrollmentTabs } from './tab-storage';
import { enrollmentBrand } from '../sites/index';
import { getReceipt } from './completion.service';

/** The signed agreement's signature as a data URL, or null while the agreement is not signed. */
async function signatureOf(db: DbOrTx, cipher: DataCipher, files: FileStore, enrollmentId: string): Promise<string | null> {
  const { tabs } = await readEnrollmentTabs(db, cipher, enrollmentId);
  const fileId = tabs.agreement_info?.signed_at ? tabs.agreement_info.signature_file_id : undefined;
  const file = fileId ? await files.get(enrollmentId, fileId) : undefined;
  return file ? `data:${file.contentType};base64,${file.bytes.toString('base64')}` : null;
}

/** GET get-review-summary: with the effective date completion will record (the one chosen at checkout). */
export async function getReviewSummary(
  { db, cipher, files }: { db: DbOrTx; cipher: DataCipher; files: FileStore },
  enrollment: Enrollment,
): Promise<ReviewSummaryData> {
  return {
    ...(await cartCoverage(db, enrollment, enrollment.effectiveDate)),
    signature: await signatureOf(db, cipher, files, enrollment.id),
  };
}

/** GET get-receipt: the confirmation number and name, what was enrolled (the effective date completion recorded) and whom to contact. */
export async function getReceiptDetails(db: DbOrTx, enrollment: Enrollment): Promise<ReceiptDetails> {
  const receipt = await getReceipt(db, enrollment);
  const brand = await enrollmentBrand(db, enrollment);
  return {
    ...receipt,
    ...(await cartCoverage(db, enrollment, enrollment.effectiveDate)),
    contact: { name: brand.name, phone: brand.phone, email: brand.email },
  };
}
