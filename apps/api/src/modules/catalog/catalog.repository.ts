import { asc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  carrierQuestions,
  memberships,
  planQuestionOptions,
  planQuestions,
  planRules,
  plans,
  prices,
  pricingOptions,
} from '../../db/schema';

/**
 * Every catalog table a store call reads, in catalog order. One statement after another: `db` is
 * a transaction (the snapshot's, or the catalog import's), whose statements share one connection.
 */
export async function readCatalogTables(db: DbOrTx) {
  const planRows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
  const rules = await db.select().from(planRules);
  const options = await db.select().from(pricingOptions).orderBy(asc(pricingOptions.sortOrder), asc(pricingOptions.id));
  const priceRows = await db.select().from(prices).orderBy(asc(prices.id));
  const membershipRows = await db.select().from(memberships).orderBy(asc(memberships.termLifeCents), asc(memberships.id));
  const questions = await db.select().from(planQuestions).orderBy(asc(planQuestions.sortOrder), asc(planQuestions.id));
  const questionOptions = await db
    .select()
    .from(planQuestionOptions)
    .orderBy(asc(planQuestionOptions.sortOrder), asc(planQuestionOptions.id));
  const statements = await db.select().from(carrierQuestions).orderBy(asc(carrierQuestions.sortOrder), asc(carrierQuestions.id));
  return { planRows, rules, options, priceRows, membershipRows, questions, questionOptions, statements };
}
export type CatalogRows = Awaited<ReturnType<typeof readCatalogTables>>;

/** Every catalog table in one consistent snapshot: a read-only repeatable-read transaction. */
export function readCatalogRows(db: Db): Promise<CatalogRows> {
  return db.transaction((tx) => readCatalogTables(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

export type PlanRow = CatalogRows['planRows'][number];
export type PlanRulesRow = CatalogRows['rules'][number];
export type PricingOptionRow = CatalogRows['options'][number];
export type PriceRow = CatalogRows['priceRows'][number];
export type QuestionRow = CatalogRows['questions'][number];
export type QuestionOptionRow = CatalogRows['questionOptions'][number];
export type CarrierQuestionRow = CatalogRows['statements'][number];
