// Run by scripts/e2e-server.mjs (E2E_PREPARE) on the fresh database of e2e/xss.spec.ts's own server,
// before that server starts: the demo seed, then script payloads in every text and address the
// web renders, written the way the store writes them (through its schema's column types).
import { and, eq, isNull } from 'drizzle-orm';
import { loadEnv } from '../../apps/api/src/env';
import { openDatabaseFromEnv } from '../../apps/api/src/db/open-from-env';
import { agents, chatQuestions, groups, plans, siteSettings } from '../../apps/api/src/db/schema';
import { PLANTED_HTML, URL_PAYLOADS } from '../../apps/api/test/xss-payloads';
import { LINK_SETTING_KEYS, PLANTED_QUESTION } from './xss-planted';

const database = await openDatabaseFromEnv(loadEnv());
const { db } = database;
const url = URL_PAYLOADS[0]!;

await db.update(plans).set({
  logo: url,
  shortText: PLANTED_HTML,
  headerText: PLANTED_HTML,
  bodyText: PLANTED_HTML,
  blueBarText: PLANTED_HTML,
  associationText: PLANTED_HTML,
  exclusionsText: PLANTED_HTML,
  exampleText: PLANTED_HTML,
  faqText: PLANTED_HTML,
});
await db.update(agents).set({ bio: PLANTED_HTML, imageLink: url, logo: url });
await db.update(groups).set({ aboutUs: PLANTED_HTML, imageLink: url, logo: url });
await db.update(chatQuestions).set({ text: PLANTED_QUESTION });
for (const key of LINK_SETTING_KEYS) {
  await db.delete(siteSettings).where(and(isNull(siteSettings.siteId), eq(siteSettings.key, key)));
  await db.insert(siteSettings).values({ siteId: null, key, value: url });
  await db.update(siteSettings).set({ value: url }).where(eq(siteSettings.key, key));
}
await database.close();
