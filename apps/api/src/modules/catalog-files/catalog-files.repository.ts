/** Reads and writes the plan catalog as catalog-file plans and rate rows (docs/decisions/0053). */
import { eq, inArray } from 'drizzle-orm';
import { effectiveRules, type CatalogPlan, type CatalogPlanRules, type RateRow } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { planRulesRow } from '../../db/plan-rules-row';
import { groupBy } from '../../lib/group-by';
import { readCatalogTables } from '../catalog/index';
import {
  carrierQuestions,
  carriers,
  cartItems,
  planQuestionOptions,
  planQuestions,
  planRules,
  plans,
  policies,
  prices,
  pricingOptions,
} from '../../db/schema';

/** A plan as stored: its file form (only priced options), its id and whether it is sold. */
export type StoredPlan = { id: number; isActive: boolean; plan: CatalogPlan; rates: RateRow[] };

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;
/** An optional text: empty counts as absent (the file has no empty texts). */
const textOrUndefined = (value: string | null): string | undefined => (value?.trim() ? value : undefined);
const titled = (name: string | null, text: string | null) => (name?.trim() && text?.trim() ? { name, text } : undefined);

/** Every plan of the catalog, sold or retired, by code. */
export async function readStoredCatalog(db: DbOrTx): Promise<Map<string, StoredPlan>> {
  const {
    planRows,
    rules: ruleRows,
    options: optionRows,
    priceRows,
    questions: questionRows,
    questionOptions: questionOptionRows,
    statements: carrierQuestionRows,
  } = await readCatalogTables(db);
  const carrierRows = await db.select().from(carriers);
  const carrierName = new Map(carrierRows.map((c) => [c.id, c.name]));
  const codeById = new Map(planRows.map((p) => [p.id, p.code]));
  const rulesByPlan = new Map(ruleRows.map((r) => [r.planId, r]));
  const pricesByOption = groupBy(priceRows, (r) => r.pricingOptionId);
  const optionsByPlan = groupBy(
    optionRows.filter((o) => pricesByOption.has(o.id)),
    (o) => o.planId,
  );
  const optionsByQuestion = groupBy(questionOptionRows, (o) => o.questionId);
  const questionsByPlan = groupBy(questionRows, (q) => q.planId);
  const carrierQuestionsByPlan = groupBy(carrierQuestionRows, (q) => q.planId);

  const stored = new Map<string, StoredPlan>();
  for (const row of planRows) {
    const options = optionsByPlan.get(row.id) ?? [];
    const rules = rulesByPlan.get(row.id);
    const plan: CatalogPlan = {
      code: row.code,
      name: row.name,
      category: row.category as CatalogPlan['category'],
      carrier: row.carrierId === null ? undefined : carrierName.get(row.carrierId),
      logo: orUndefined(row.logo),
      shortText: row.shortText,
      headerText: textOrUndefined(row.headerText),
      bodyText: textOrUndefined(row.bodyText),
      blueBarText: textOrUndefined(row.blueBarText),
      associationText: textOrUndefined(row.associationText),
      exclusions: titled(row.exclusionsName, row.exclusionsText),
      example: titled(row.exampleName, row.exampleText),
      faq: titled(row.faqName, row.faqText),
      flags: {
        isFeatured: row.isFeatured,
        isFooterPlan: row.isFooterPlan,
        isUnderwrittenLife: row.isUnderwrittenLife,
        isDisability: row.isDisability,
        isPremier: row.isPremier,
        isMedicallyUnderwritten: row.isMedicallyUnderwritten,
        requiresMembership: row.requiresMembership,
        hasLifeBenefit: row.hasLifeBenefit,
        needsEmployment: row.needsEmployment,
      },
      oneTimeFeeCents: row.oneTimeFeeCents,
      sortOrder: row.sortOrder,
      rules: rules
        ? effectiveRules({
            states: orUndefined(rules.states),
            tiers: orUndefined(rules.tiers) as CatalogPlanRules['tiers'],
            minAge: orUndefined(rules.minAge),
            maxAge: orUndefined(rules.maxAge),
            planMaxAge: orUndefined(rules.planMaxAge),
            minAnnualIncomeCents: orUndefined(rules.minAnnualIncomeCents),
            minWeeklyHours: orUndefined(rules.minWeeklyHours),
            metroZipPrefixes: orUndefined(rules.metroZipPrefixes),
            requiresTobaccoAnswer: rules.requiresTobaccoAnswer,
            portalIds: orUndefined(rules.portalIds),
            groupIds: orUndefined(rules.groupIds),
            blackout: rules.blackoutStart && rules.blackoutEnd ? { start: rules.blackoutStart, end: rules.blackoutEnd } : undefined,
            replacedByCode: rules.replacedByPlanId === null ? undefined : codeById.get(rules.replacedByPlanId),
          })
        : undefined,
      pricingOptions: options.map((o) => ({ label: o.label })),
      questions: (questionsByPlan.get(row.id) ?? []).map((q) => ({
        text: q.text,
        subType: orUndefined(q.subType),
        requireDetail: q.requireDetail,
        declineMessage: q.declinesOnYes ? orUndefined(q.declineMessage) : undefined,
        asksTobacco: q.asksTobacco,
        options: (optionsByQuestion.get(q.id) ?? []).map((o) => ({ text: o.text, group: orUndefined(o.groupLabel) })),
      })),
      carrierQuestions: (carrierQuestionsByPlan.get(row.id) ?? []).map((q) => ({ text: q.text, expectedTrue: q.expectedTrue })),
    };
    const rates = options.flatMap((o) =>
      (pricesByOption.get(o.id) ?? []).map((r) => ({
        planCode: row.code,
        pricingOption: o.label,
        tier: r.tier as RateRow['tier'],
        minAge: r.minAge,
        maxAge: r.maxAge,
        state: orUndefined(r.state),
        tobacco: orUndefined(r.tobacco),
        monthlyCents: r.monthlyCents,
      })),
    );
    stored.set(row.code, { id: row.id, isActive: row.isActive, plan, rates });
  }
  return stored;
}

export type CarrierRow = { id: number; code: string; name: string };

export const listCarriers = (tx: DbOrTx): Promise<CarrierRow[]> =>
  tx.select({ id: carriers.id, code: carriers.code, name: carriers.name }).from(carriers);

/** Adds a declared carrier, or names an existing code anew; answers its id. */
export async function upsertCarrier(tx: DbOrTx, carrier: { code: string; name: string }): Promise<number> {
  const [row] = await tx
    .insert(carriers)
    .values(carrier)
    .onConflictDoUpdate({ target: carriers.code, set: { name: carrier.name } })
    .returning({ id: carriers.id });
  return row!.id;
}

/** The plan's own columns from its file form. */
export function planColumns(plan: CatalogPlan, carrierId: number | null) {
  return {
    code: plan.code,
    name: plan.name,
    category: plan.category,
    carrierId,
    logo: plan.logo ?? null,
    shortText: plan.shortText,
    headerText: plan.headerText ?? null,
    bodyText: plan.bodyText ?? null,
    blueBarText: plan.blueBarText ?? null,
    associationText: plan.associationText ?? null,
    exclusionsName: plan.exclusions?.name ?? null,
    exclusionsText: plan.exclusions?.text ?? null,
    exampleName: plan.example?.name ?? null,
    exampleText: plan.example?.text ?? null,
    faqName: plan.faq?.name ?? null,
    faqText: plan.faq?.text ?? null,
    ...plan.flags,
    oneTimeFeeCents: plan.oneTimeFeeCents,
    sortOrder: plan.sortOrder,
    isActive: true,
  };
}

export async function insertPlan(tx: DbOrTx, columns: ReturnType<typeof planColumns>): Promise<number> {
  const [row] = await tx.insert(plans).values(columns).returning({ id: plans.id });
  return row!.id;
}

export async function updatePlan(tx: DbOrTx, planId: number, columns: ReturnType<typeof planColumns>): Promise<void> {
  await tx.update(plans).set(columns).where(eq(plans.id, planId));
}

/** Stops selling the plans; their rows, options and prices stay for the policies that name them. */
export async function retirePlans(tx: DbOrTx, planIds: number[]): Promise<void> {
  if (planIds.length > 0) await tx.update(plans).set({ isActive: false }).where(inArray(plans.id, planIds));
}

/** Replaces the plan's rules row (none when the rules restrict nothing). */
export async function writeRules(tx: DbOrTx, planId: number, rules: CatalogPlanRules | undefined, planIdByCode: Map<string, number>) {
  await tx.delete(planRules).where(eq(planRules.planId, planId));
  if (!rules) return;
  const replacedBy = rules.replacedByCode ? (planIdByCode.get(rules.replacedByCode) ?? null) : null;
  await tx.insert(planRules).values(planRulesRow(planId, rules, replacedBy));
}

/**
 * Sets the plan's pricing options and their rates: options are matched by label and keep their ids (carts and
 * policies name them); a label no longer listed loses its rates (so it is no longer offered) and is deleted when
 * nothing names it.
 */
export async function writePricing(tx: DbOrTx, planId: number, plan: CatalogPlan, rates: readonly RateRow[]): Promise<void> {
  const existing = await tx.select().from(pricingOptions).where(eq(pricingOptions.planId, planId));
  const idByLabel = new Map(existing.map((o) => [o.label, o.id]));
  const optionIds: number[] = [];
  for (const [sortOrder, { label }] of plan.pricingOptions.entries()) {
    const id = idByLabel.get(label);
    if (id !== undefined) {
      await tx.update(pricingOptions).set({ sortOrder }).where(eq(pricingOptions.id, id));
      optionIds.push(id);
    } else {
      const [added] = await tx.insert(pricingOptions).values({ planId, label, sortOrder }).returning({ id: pricingOptions.id });
      optionIds.push(added!.id);
      idByLabel.set(label, added!.id);
    }
  }
  const allIds = existing.map((o) => o.id).concat(optionIds);
  if (allIds.length > 0) await tx.delete(prices).where(inArray(prices.pricingOptionId, allIds));
  const dropped = existing.filter((o) => !optionIds.includes(o.id)).map((o) => o.id);
  if (dropped.length > 0) {
    const named = new Set(
      [
        ...(await tx.select({ id: cartItems.pricingOptionId }).from(cartItems).where(inArray(cartItems.pricingOptionId, dropped))),
        ...(await tx.select({ id: policies.pricingOptionId }).from(policies).where(inArray(policies.pricingOptionId, dropped))),
      ].map((r) => r.id),
    );
    const unnamed = dropped.filter((id) => !named.has(id));
    if (unnamed.length > 0) await tx.delete(pricingOptions).where(inArray(pricingOptions.id, unnamed));
  }
  const rows = rates.map((rate) => ({
    pricingOptionId: idByLabel.get(rate.pricingOption)!,
    tier: rate.tier,
    minAge: rate.minAge,
    maxAge: rate.maxAge,
    state: rate.state ?? null,
    tobacco: rate.tobacco ?? null,
    monthlyCents: rate.monthlyCents,
  }));
  for (let i = 0; i < rows.length; i += 400) await tx.insert(prices).values(rows.slice(i, i + 400));
}

/** Replaces the plan's qualifying and carrier questions. */
export async function writeQuestions(tx: DbOrTx, planId: number, plan: CatalogPlan): Promise<void> {
  await tx.delete(planQuestions).where(eq(planQuestions.planId, planId));
  await tx.delete(carrierQuestions).where(eq(carrierQuestions.planId, planId));
  for (const [sortOrder, question] of plan.questions.entries()) {
    const [row] = await tx
      .insert(planQuestions)
      .values({
        planId,
        text: question.text,
        subType: question.subType ?? null,
        requireDetail: question.requireDetail,
        declinesOnYes: question.declineMessage !== undefined,
        asksTobacco: question.asksTobacco,
        declineMessage: question.declineMessage ?? null,
        sortOrder,
      })
      .returning({ id: planQuestions.id });
    if (question.options.length > 0)
      await tx
        .insert(planQuestionOptions)
        .values(question.options.map((o, i) => ({ questionId: row!.id, text: o.text, groupLabel: o.group ?? null, sortOrder: i })));
  }
  if (plan.carrierQuestions.length > 0)
    await tx.insert(carrierQuestions).values(plan.carrierQuestions.map((q, sortOrder) => ({ planId, ...q, sortOrder })));
}
