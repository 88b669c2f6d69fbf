import type { planRules } from './schema';

/** A plan's eligibility rules as plain data: the demo seed's and a catalog file's share this shape. */
export type PlanRulesData = {
  states?: string[];
  tiers?: string[];
  minAge?: number;
  maxAge?: number;
  planMaxAge?: number;
  minAnnualIncomeCents?: number;
  minWeeklyHours?: number;
  metroZipPrefixes?: string[];
  requiresTobaccoAnswer?: boolean;
  portalIds?: number[];
  groupIds?: number[];
  blackout?: { start: string; end: string };
};

/** The `plan_rules` row of a plan's rules; null where a rule restricts nothing. */
export function planRulesRow(planId: number, rules: PlanRulesData, replacedByPlanId: number | null): typeof planRules.$inferInsert {
  return {
    planId,
    states: rules.states ?? null,
    tiers: rules.tiers ?? null,
    minAge: rules.minAge ?? null,
    maxAge: rules.maxAge ?? null,
    planMaxAge: rules.planMaxAge ?? null,
    minAnnualIncomeCents: rules.minAnnualIncomeCents ?? null,
    minWeeklyHours: rules.minWeeklyHours ?? null,
    metroZipPrefixes: rules.metroZipPrefixes ?? null,
    requiresTobaccoAnswer: rules.requiresTobaccoAnswer ?? false,
    portalIds: rules.portalIds ?? null,
    groupIds: rules.groupIds ?? null,
    blackoutStart: rules.blackout?.start ?? null,
    blackoutEnd: rules.blackout?.end ?? null,
    replacedByPlanId,
  };
}
