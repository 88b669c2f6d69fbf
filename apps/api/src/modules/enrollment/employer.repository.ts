import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema';

/** What the employer step reads of an enrollment's group: its name, phone and address, and its own option lists. */
export async function findEmployerGroup(db: DbOrTx, groupId: number) {
  const [group] = await db
    .select({
      name: groups.name,
      phone: groups.phone,
      address1: groups.address1,
      address2: groups.address2,
      city: groups.city,
      state: groups.state,
      zip: groups.zip,
      vacationPolicies: groups.vacationPolicies,
      bargainingUnits: groups.bargainingUnits,
      holidayPolicy: groups.holidayPolicy,
    })
    .from(groups)
    .where(eq(groups.id, groupId));
  return group ?? null;
}
