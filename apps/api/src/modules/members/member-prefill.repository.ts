import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberBeneficiaries, memberDependents, memberEmployers, members } from '../../db/schema';

/** Every stored value of a member that the wizard prefills, as the tables hold them (sealed columns still sealed). */
export async function readMemberRecord(db: DbOrTx, memberId: string) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) return undefined;
  const [employer] = await db.select().from(memberEmployers).where(eq(memberEmployers.memberId, memberId));
  const dependents = await db
    .select()
    .from(memberDependents)
    .where(eq(memberDependents.memberId, memberId))
    .orderBy(asc(memberDependents.id));
  const beneficiaries = await db
    .select()
    .from(memberBeneficiaries)
    .where(eq(memberBeneficiaries.memberId, memberId))
    .orderBy(asc(memberBeneficiaries.id));
  return { member, employer, dependents, beneficiaries };
}

export type MemberRecord = NonNullable<Awaited<ReturnType<typeof readMemberRecord>>>;
