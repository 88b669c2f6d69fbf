import {
  carrierQuestions,
  carriers,
  memberships,
  planQuestionOptions,
  planQuestions,
  planRules,
  plans,
  prices,
  pricingOptions,
} from '../../schema';
import { planRulesRow } from '../../plan-rules-row';
import { insertInChunks, type SeedTx } from '../seed-tx';
import { carrierLogoPath, CARRIERS } from './carriers';
import { DENTAL_VISION_PLANS } from './dental-vision';
import { DISABILITY_PET_PLANS } from './disability-pet';
import { LIFE_PLANS } from './life';
import { LIFESTYLE_PLANS, MEMBERSHIPS } from './lifestyle';
import { MEDICAL_PLANS } from './medical';
import { planLogoPath, type PlanSeed } from './plan-seed';
import { SUPPLEMENTAL_PLANS } from './supplemental';

export { CARRIERS, MEMBERSHIPS };

/** Every demo plan, memberships included. */
export const DEMO_PLANS: PlanSeed[] = [
  ...DENTAL_VISION_PLANS,
  ...MEDICAL_PLANS,
  ...LIFE_PLANS,
  ...LIFESTYLE_PLANS,
  ...SUPPLEMENTAL_PLANS,
  ...DISABILITY_PET_PLANS,
];

/** Ids the catalog received, for the modules that reference plans. */
export type CatalogIndex = {
  planId(code: string): number;
  /** Pricing option ids of a plan, in the order of its `pricing` list. */
  optionIds(code: string): number[];
  plan(code: string): PlanSeed;
};

export async function insertCatalog(tx: SeedTx): Promise<CatalogIndex> {
  const carrierRows = await tx
    .insert(carriers)
    .values(CARRIERS.map((c) => ({ name: c.name, code: c.code, logo: carrierLogoPath(c.slug) })))
    .returning({ id: carriers.id, name: carriers.name });
  const carrierIdByName = new Map(carrierRows.map((c) => [c.name, c.id]));

  const planRows = await tx
    .insert(plans)
    .values(
      DEMO_PLANS.map((plan) => ({
        code: plan.code,
        name: plan.name,
        category: plan.category,
        carrierId: carrierIdByName.get(plan.carrier) ?? null,
        logo: planLogoPath(plan.code),
        shortText: plan.shortText,
        headerText: plan.headerText,
        bodyText: plan.bodyText,
        blueBarText: plan.blueBarText,
        associationText: plan.associationText ?? null,
        exclusionsName: plan.exclusions?.name ?? null,
        exclusionsText: plan.exclusions?.text ?? null,
        exampleName: plan.example?.name ?? null,
        exampleText: plan.example?.text ?? null,
        faqName: plan.faq?.name ?? null,
        faqText: plan.faq?.text ?? null,
        ...plan.flags,
        oneTimeFeeCents: plan.oneTimeFeeCents ?? 0,
        sortOrder: plan.sortOrder ?? 0,
        isActive: plan.isActive ?? true,
      })),
    )
    .returning({ id: plans.id, code: plans.code });
  const planIdByCode = new Map(planRows.map((r) => [r.code, r.id]));
  const planId = (code: string) => {
    const id = planIdByCode.get(code);
    if (id === undefined) throw new Error(`demo seed: unknown plan code ${code}`);
    return id;
  };

  await tx.insert(planRules).values(
    DEMO_PLANS.filter((plan) => plan.rules).map((plan) => {
      const rules = plan.rules ?? {};
      return planRulesRow(planId(plan.code), rules, rules.replacedByCode ? planId(rules.replacedByCode) : null);
    }),
  );

  const optionRows = await tx
    .insert(pricingOptions)
    .values(
      DEMO_PLANS.flatMap((plan) => plan.pricing.map((option, i) => ({ planId: planId(plan.code), label: option.label, sortOrder: i }))),
    )
    .returning({ id: pricingOptions.id, planId: pricingOptions.planId, sortOrder: pricingOptions.sortOrder });
  const optionIdsByPlan = new Map<number, number[]>();
  for (const row of optionRows) {
    const list = optionIdsByPlan.get(row.planId) ?? [];
    list[row.sortOrder] = row.id;
    optionIdsByPlan.set(row.planId, list);
  }
  const optionIds = (code: string) => optionIdsByPlan.get(planId(code)) ?? [];

  await insertInChunks(
    tx,
    prices,
    DEMO_PLANS.flatMap((plan) =>
      plan.pricing.flatMap((option, i) => {
        const pricingOptionId = optionIds(plan.code)[i];
        if (pricingOptionId === undefined) throw new Error(`demo seed: missing option ${i} of ${plan.code}`);
        return option.rates.map((rate) => ({
          pricingOptionId,
          tier: rate.tier,
          minAge: rate.minAge,
          maxAge: rate.maxAge,
          state: rate.state ?? null,
          tobacco: rate.tobacco ?? null,
          monthlyCents: rate.monthlyCents,
        }));
      }),
    ),
  );

  await tx
    .insert(memberships)
    .values(MEMBERSHIPS.map((m) => ({ planId: planId(m.planCode), level: m.level, termLifeCents: m.termLifeCents, features: m.features })));

  for (const plan of DEMO_PLANS) {
    for (const [sortOrder, question] of (plan.questions ?? []).entries()) {
      const [row] = await tx
        .insert(planQuestions)
        .values({
          planId: planId(plan.code),
          text: question.text,
          subType: question.subType ?? null,
          requireDetail: question.requireDetail ?? false,
          declinesOnYes: question.declineMessage !== undefined,
          asksTobacco: question.asksTobacco ?? false,
          declineMessage: question.declineMessage ?? null,
          sortOrder,
        })
        .returning({ id: planQuestions.id });
      if (row && question.options?.length) {
        await tx
          .insert(planQuestionOptions)
          .values(question.options.map((o, i) => ({ questionId: row.id, text: o.text, groupLabel: o.group ?? null, sortOrder: i })));
      }
    }
    if (plan.carrierQuestions?.length) {
      await tx
        .insert(carrierQuestions)
        .values(
          plan.carrierQuestions.map((q, i) => ({ planId: planId(plan.code), text: q.text, expectedTrue: q.expectedTrue, sortOrder: i })),
        );
    }
  }

  const byCode = new Map(DEMO_PLANS.map((plan) => [plan.code, plan]));
  return {
    planId,
    optionIds,
    plan: (code) => {
      const plan = byCode.get(code);
      if (!plan) throw new Error(`demo seed: unknown plan code ${code}`);
      return plan;
    },
  };
}
