import { MembershipLevelSchema, centsToWire, type MembershipDetailData, type PlanDetailData } from '@benefit-store/domain';
import type { Catalog } from '../catalog/index';
import { notFound } from '../../lib/http';
import { requireActivePlan } from './pricing.service';

/** get-plan-detail/{planId}: names and texts of a plan page (sanitised when stored, docs/decisions/0050). */
export function getPlanDetail(catalog: Catalog, planId: number): PlanDetailData {
  const plan = requireActivePlan(catalog, planId, 'planId');
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_logo: plan.logo,
    plan_category: plan.category,
    plan_desc: {
      header_text: plan.headerText,
      body_text: plan.bodyText,
      blueBarText: plan.blueBarText,
      association_text: plan.associationText,
      exclusions_text_name: plan.exclusionsName,
      exclusions_text: plan.exclusionsText,
      example_text_name: plan.exampleName,
      example_text: plan.exampleText,
      faq_text_name: plan.faqName,
      faq_text: plan.faqText,
    },
  };
}

/**
 * get-plan-detail without an id: the association page's membership description (Bronze, Silver,
 * Gold with price, included term life and features), each with the pricing option to add it by.
 */
export function getMembershipDetail(catalog: Catalog): MembershipDetailData {
  const rows = catalog.memberships;
  if (rows.length === 0) throw notFound('planId', 'Memberships are not available');
  const memberships = rows.flatMap((row) => {
    const option = catalog.pricingOptionsOf(row.planId)[0];
    const level = MembershipLevelSchema.safeParse(row.level);
    if (!option || !level.success) return [];
    return [
      {
        plan_id: row.planId,
        plan_pricing_id: option.id,
        plan_name: row.planName,
        level: level.data,
        price: centsToWire(catalog.lowestCentsOf(row.planId) ?? 0),
        term_life: centsToWire(row.termLifeCents),
        features: row.features,
        plan_short_text: row.shortText,
      },
    ];
  });
  return { association_text: rows[0]?.associationText ?? null, memberships };
}
