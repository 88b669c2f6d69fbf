import { TAB_NAMES, type TabName, type Tier } from '../codes/codes';

/** Default step orders (DESIGN §3 "Required tabs"). */
export const DEFAULT_TAB_ORDER: Record<TabName, number> = {
  primary_info: 0,
  contact_info: 1,
  employer_info: 2,
  beneficiary_info: 3,
  primary_health_info: 4,
  dependent_info: 5,
  billing_info: 6,
  agreement_info: 7,
  review_info: 8,
};
export const MIN_TAB_ORDER = 0;
export const MAX_TAB_ORDER = 10;

export type RequiredTabsCartPlan = {
  isMedicallyUnderwritten: boolean;
  hasLifeBenefit: boolean;
  needsEmployment: boolean;
  /** An association membership that includes term life. */
  isMembershipWithTermLife: boolean;
};

export type RequiredTabsInput = {
  hasGroup: boolean;
  cartPlans: readonly RequiredTabsCartPlan[];
  /** Coverage tier of the enrollment; a missing tier counts as member only. */
  tier: Tier | undefined;
  /** A portal's order overrides by tab name; values outside 0..10 are ignored. */
  portalTabOrder?: Partial<Record<string, number>> | null;
};

export type RequiredTab = { tab_name: TabName; order: number; required: boolean };

const isValidOrder = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_TAB_ORDER && value <= MAX_TAB_ORDER;

/** Which wizard steps an enrollment needs, with their order: all nine tabs, sorted by order, review last. */
export function requiredTabs(input: RequiredTabsInput): RequiredTab[] {
  const { cartPlans } = input;
  const required: Record<TabName, boolean> = {
    primary_info: true,
    contact_info: true,
    employer_info: input.hasGroup || cartPlans.some((p) => p.needsEmployment),
    beneficiary_info: cartPlans.some((p) => p.hasLifeBenefit || p.isMembershipWithTermLife),
    primary_health_info: cartPlans.some((p) => p.isMedicallyUnderwritten),
    dependent_info: input.tier !== undefined && input.tier !== 'IO',
    billing_info: true,
    agreement_info: true,
    review_info: true,
  };

  const overrides = input.portalTabOrder ?? {};
  const orderOf = (tab: TabName) => {
    const override = overrides[tab];
    return isValidOrder(override) ? override : DEFAULT_TAB_ORDER[tab];
  };

  const others = TAB_NAMES.filter((tab) => tab !== 'review_info').map((tab) => ({
    tab_name: tab,
    order: orderOf(tab),
    required: required[tab],
  }));
  // Review shows every other step, so it always comes after them (DESIGN §3).
  const lastOther = Math.max(...others.map((t) => t.order));
  const reviewOrder = Math.min(MAX_TAB_ORDER, Math.max(orderOf('review_info'), lastOther + 1));
  const defaultIndex = (tab: TabName) => TAB_NAMES.indexOf(tab);
  const sorted = [...others].sort((a, b) => a.order - b.order || defaultIndex(a.tab_name) - defaultIndex(b.tab_name));
  return [...sorted, { tab_name: 'review_info', order: reviewOrder, required: required.review_info }];
}

/** Whether one tab is a required step of the enrollment. */
export function isTabRequired(input: RequiredTabsInput, tab: TabName): boolean {
  return requiredTabs(input).find((t) => t.tab_name === tab)?.required ?? false;
}
