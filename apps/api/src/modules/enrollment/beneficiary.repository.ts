import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberBeneficiaries } from '../../db/schema';

/** An existing member's beneficiaries on file, in the order they were recorded (SSNs still sealed). */
export async function findMemberBeneficiaries(db: DbOrTx, memberId: string) {
  return db.select().from(memberBeneficiaries).where(eq(memberBeneficiaries.memberId, memberId)).orderBy(asc(memberBeneficiaries.id));
}
