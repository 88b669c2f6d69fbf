import { TierSchema, requiredTabs, type RequiredTab, type RequiredTabsInput, type TabName } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import type { Enrollment } from '../../lib/enrollment-access';
import { findPortalTabOrder, listCartPlanFlags } from './tabs.repository';

/** What the tab rules need to know about an enrollment: its group, tier, cart plans and portal order. */
async function tabInput(db: DbOrTx, enrollment: Enrollment): Promise<RequiredTabsInput> {
  const rows = await listCartPlanFlags(db, enrollment.id);
  const tier = TierSchema.safeParse(enrollment.filterInfo.tier);
  return {
    hasGroup: enrollment.groupId !== null,
    tier: tier.success ? tier.data : undefined,
    cartPlans: rows.map((row) => ({
      isMedicallyUnderwritten: row.isMedicallyUnderwritten,
      hasLifeBenefit: row.hasLifeBenefit,
      needsEmployment: row.needsEmployment,
      isMembershipWithTermLife: (row.membershipTermLifeCents ?? 0) > 0,
    })),
    portalTabOrder: enrollment.portalId !== null ? await findPortalTabOrder(db, enrollment.portalId) : null,
  };
}

export async function dynamicTabs(db: DbOrTx, enrollment: Enrollment): Promise<RequiredTab[]> {
  return requiredTabs(await tabInput(db, enrollment));
}

export async function isTabRequiredFor(db: DbOrTx, enrollment: Enrollment, tab: TabName): Promise<boolean> {
  const tabs = await dynamicTabs(db, enrollment);
  return tabs.find((t) => t.tab_name === tab)?.required ?? false;
}
