import { PREMIER_IC_LABEL, TIER_LABELS, type Tier } from '../codes/codes';

/** The tier's label; IC reads 'Member + 1 Child' when a premier plan is in the cart (spec 000 §3). */
export function tierLabel(tier: Tier, { hasPremierPlan }: { hasPremierPlan: boolean }): string {
  return tier === 'IC' && hasPremierPlan ? PREMIER_IC_LABEL : TIER_LABELS[tier];
}
