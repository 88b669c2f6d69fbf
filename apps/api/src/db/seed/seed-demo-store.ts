import { eq } from 'drizzle-orm';
import type { DataCipher } from '../../lib/data-cipher';
import type { Db } from '../client';
import { seedRuns } from '../schema';
import { DEMO_PLANS, insertCatalog } from './catalog';
import { CLEAN_STORED_TEXT_RUN } from './clean-stored-text';
import { DEMO_SEED_NAME } from './demo-ids';
import { insertEngagement } from './engagement';
import { DEMO_MEMBERS, insertMembers } from './members';
import { insertParties } from './parties';
import { insertBankDirectory } from './bank-directory';
import { seedReferenceData } from './seed-reference-data';
import { insertSites } from './sites';

export type SeedDemoStoreOptions = {
  db: Db;
  cipher: DataCipher;
  hashPassword: (plain: string) => Promise<string>;
  /** The seed's "today" (cart prices, event history); defaults to the clock. */
  now?: Date;
};

/**
 * Seeds the demo store (DESIGN §4) once, over the reference data (seeded first if it is not there
 * yet): a `seed_runs` row named `demo-v1` marks it applied. Everything of the demo is written in one
 * transaction, so a failed seed leaves the database untouched. Never in production (docs/decisions/0106).
 */
export async function seedDemoStore({ db, cipher, hashPassword, now = new Date() }: SeedDemoStoreOptions): Promise<{ applied: boolean }> {
  await seedReferenceData(db);
  const [existing] = await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, DEMO_SEED_NAME));
  if (existing) return { applied: false };

  return db.transaction(async (tx) => {
    // Claim the seed first: a concurrent seeder waits on this key and then finds it taken.
    const claimed = await tx.insert(seedRuns).values({ name: DEMO_SEED_NAME }).onConflictDoNothing().returning({ name: seedRuns.name });
    if (claimed.length === 0) return { applied: false };
    // Written through the sanitising columns, so the one cleaning pass of older rows has nothing to do.
    await tx.insert(seedRuns).values({ name: CLEAN_STORED_TEXT_RUN }).onConflictDoNothing();

    await insertParties(tx);
    await insertSites(tx);
    await insertBankDirectory(tx);
    const catalog = await insertCatalog(tx);
    const enrolled = await insertMembers(tx, cipher, catalog);
    await insertEngagement(tx, { catalog, enrolled, hashPassword, cipher, now });

    await tx
      .update(seedRuns)
      .set({ details: { plans: DEMO_PLANS.length, members: DEMO_MEMBERS.length, policies: enrolled.length } })
      .where(eq(seedRuns.name, DEMO_SEED_NAME));
    return { applied: true };
  });
}
