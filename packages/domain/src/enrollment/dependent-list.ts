/**
 * The rules of the dependent list as a whole (spec 001 §2, §4, §5 "Dependent", §9): which
 * relationship the next dependent has, how many there may be, when Next is offered, and the
 * banners. The page shows them; save-dependent-info enforces them.
 */
import type { Tier } from '../codes/codes';
import { WIZARD_MESSAGES } from '../messages/wizard-texts';
import type { DependentRelationship } from './dependent-step';

export const MAX_DEPENDENTS = 9;

type Entry = { relationship?: string | null };
export type DependentListContext = {
  tier: Tier;
  /** A premier plan (L713) is in the cart. */
  premier: boolean;
};

const count = (list: readonly Entry[], relationship: DependentRelationship) => list.filter((d) => d.relationship === relationship).length;

/**
 * The relationship of the next dependent, set by the product (spec 001 §4): IS spouse, IC child, IF
 * spouse first (unless one is listed or the spouse was declined) then child; none for IO.
 */
export function nextDependentRelationship(
  tier: Tier,
  list: readonly Entry[],
  { spouseDeclined = false }: { spouseDeclined?: boolean } = {},
): DependentRelationship | null {
  if (tier === 'IS') return 'spouse';
  if (tier === 'IC') return 'child';
  if (tier === 'IF') return count(list, 'spouse') === 0 && !spouseDeclined ? 'spouse' : 'child';
  return null;
}

/**
 * Whether one more dependent may be added, so whether '+ Add Spouse' / '+ Add Child' is offered at
 * all: never for IO; IS while no spouse is listed; premier IC while no child is; else under 9.
 * IF's one spouse is `nextDependentRelationship`'s: once one is listed, the next is a child.
 */
export function canAddDependent({ tier, premier }: DependentListContext, list: readonly Entry[]): boolean {
  if (tier === 'IO') return false;
  if (tier === 'IS') return list.length === 0;
  if (tier === 'IC' && premier) return count(list, 'child') === 0;
  return list.length < MAX_DEPENDENTS;
}

/** The red premier IC message when more than one child is listed (spec 001 §2). */
export function premierChildIssue({ tier, premier }: DependentListContext, list: readonly Entry[]): string | undefined {
  return tier === 'IC' && premier && count(list, 'child') > 1 ? WIZARD_MESSAGES.premierOneChild : undefined;
}

/**
 * Next is offered when (spec 001 §4): IF has at least 2 dependents; IC at least 1 (premier:
 * exactly 1); IS at least 1. A non-premier existing member's IF list with a spouse needs more than
 * 1, the same count. Never above 9.
 */
export function canContinueDependents(context: DependentListContext, list: readonly Entry[]): boolean {
  return dependentListIssues(context, list).length === 0;
}

/** The list's own faults; none means it may be saved and the wizard may go on. */
export function dependentListIssues(context: DependentListContext, list: readonly Entry[]): string[] {
  const { tier } = context;
  const issues: string[] = [];
  if (list.length > MAX_DEPENDENTS) issues.push(WIZARD_MESSAGES.dependentMaximum);
  const spouses = count(list, 'spouse');
  const children = count(list, 'child');
  if (tier === 'IS') {
    if (list.length === 0) issues.push(WIZARD_MESSAGES.spouseRequired);
    else if (list.length > 1) issues.push(WIZARD_MESSAGES.dependentOneForSpouseTier);
    if (children > 0) issues.push(WIZARD_MESSAGES.dependentWrongRelationship);
  }
  if (tier === 'IC') {
    if (children === 0) issues.push(WIZARD_MESSAGES.childRequired);
    if (spouses > 0) issues.push(WIZARD_MESSAGES.dependentWrongRelationship);
    const premierIssue = premierChildIssue(context, list);
    if (premierIssue) issues.push(premierIssue);
  }
  if (tier === 'IF') {
    if (list.length < 2) issues.push(WIZARD_MESSAGES.spouseAndChildRequired);
    if (spouses > 1) issues.push(WIZARD_MESSAGES.dependentOneSpouse);
  }
  if (tier === 'IO' && list.length > 0) issues.push(WIZARD_MESSAGES.dependentWrongRelationship);
  return issues;
}

/** The tier's banner while the list is not complete (spec 001 §2); none for IO. */
export function dependentTierBanner(tier: Tier): string | undefined {
  if (tier === 'IC') return WIZARD_MESSAGES.childRequired;
  if (tier === 'IS') return WIZARD_MESSAGES.spouseRequired;
  if (tier === 'IF') return WIZARD_MESSAGES.spouseAndChildRequired;
  return undefined;
}

export type DependentNotice = {
  message: string;
  /** What the message means, in words, when the specification's text does not say it. */
  detail?: string;
  tone: 'info' | 'success' | 'error';
};

/**
 * What the page shows above the list: the premier IC message (the spec's text, with the rule in
 * words beside it, docs/decisions/0099), the green "proceed" hint, or the tier banner.
 */
export function dependentNotice(context: DependentListContext, list: readonly Entry[]): DependentNotice | undefined {
  const premierIssue = premierChildIssue(context, list);
  if (premierIssue) return { message: premierIssue, detail: WIZARD_MESSAGES.premierOneChildInWords, tone: 'error' };
  if (canContinueDependents(context, list)) return { message: WIZARD_MESSAGES.dependentsComplete, tone: 'success' };
  const banner = dependentTierBanner(context.tier);
  return banner ? { message: banner, tone: 'info' } : undefined;
}
