import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { agents, carriers, groups, plans, seedRuns, siteSettings } from '../schema';

/** The `seed_runs` row marking the one pass below as done. */
export const CLEAN_STORED_TEXT_RUN = 'clean-stored-text-v1';

type Cleaned = { table: PgTable; id: PgColumn; columns: Record<string, PgColumn> };

/** Every table with `serverHtml` or `safeUrlText` columns (apps/api/src/db/schema/sanitised-text.ts). */
const CLEANED: Cleaned[] = [
  {
    table: plans,
    id: plans.id,
    columns: {
      logo: plans.logo,
      shortText: plans.shortText,
      headerText: plans.headerText,
      bodyText: plans.bodyText,
      blueBarText: plans.blueBarText,
      associationText: plans.associationText,
      exclusionsText: plans.exclusionsText,
      exampleText: plans.exampleText,
      faqText: plans.faqText,
    },
  },
  { table: carriers, id: carriers.id, columns: { logo: carriers.logo } },
  {
    table: agents,
    id: agents.id,
    columns: { bio: agents.bio, logo: agents.logo, image: agents.image, imageLink: agents.imageLink, bannerImage: agents.bannerImage },
  },
  {
    table: groups,
    id: groups.id,
    columns: {
      aboutUs: groups.aboutUs,
      logo: groups.logo,
      image: groups.image,
      imageLink: groups.imageLink,
      bannerImage: groups.bannerImage,
    },
  },
  { table: siteSettings, id: siteSettings.id, columns: { value: siteSettings.value } },
];

/**
 * Rewrites every stored server HTML and address once through its column type, which sanitises
 * on write: rows stored before reads stopped sanitising (docs/decisions/0050) are then as clean
 * as new ones. Marked done by a `seed_runs` row; one transaction.
 */
export async function cleanStoredText(db: Db): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: CLEAN_STORED_TEXT_RUN })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return { applied: false };
    for (const { table, id, columns } of CLEANED) {
      const rows = (await tx.select({ id, ...columns }).from(table)) as { id: number }[];
      for (const { id: rowId, ...values } of rows) await tx.update(table).set(values).where(eq(id, rowId));
    }
    return { applied: true };
  });
}
