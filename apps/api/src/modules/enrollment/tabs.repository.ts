import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, ethnicCategories, memberships, plans, portals } from '../../db/schema';

/** The flags of the plans in an enrollment's cart that decide the wizard's steps. */
export async function listCartPlanFlags(db: DbOrTx, enrollmentId: string) {
  return db
    .select({
      isMedicallyUnderwritten: plans.isMedicallyUnderwritten,
      hasLifeBenefit: plans.hasLifeBenefit,
      needsEmployment: plans.needsEmployment,
      membershipTermLifeCents: memberships.termLifeCents,
    })
    .from(cartItems)
    .innerJoin(plans, eq(plans.id, cartItems.planId))
    .leftJoin(memberships, eq(memberships.planId, cartItems.planId))
    .where(eq(cartItems.enrollmentId, enrollmentId))
    .orderBy(asc(cartItems.id));
}

export async function findPortalTabOrder(db: DbOrTx, portalId: number) {
  const [row] = await db.select({ tabOrder: portals.tabOrder }).from(portals).where(eq(portals.id, portalId));
  return row?.tabOrder ?? null;
}

export async function listEthnicCategories(db: DbOrTx) {
  return db.select({ id: ethnicCategories.id, name: ethnicCategories.name }).from(ethnicCategories).orderBy(asc(ethnicCategories.id));
}
