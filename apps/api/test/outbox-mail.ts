import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema';
import { createDataCipher } from '../src/lib/data-cipher';
import { openMessage, recipientHash } from '../src/mail/outbox';
import type { TestApp } from './test-app';

/**
 * The e-mails waiting in a test app's outbox, opened with its data key (they are sealed at rest,
 * docs/decisions/0088), oldest first: to an address or any of several (whatever their case), of a kind.
 */
export async function outboxMail(t: Pick<TestApp, 'database' | 'env'>, { to, kind }: { to?: string | string[]; kind?: string } = {}) {
  const cipher = createDataCipher(t.env.dataKeys);
  const recipients = to === undefined ? undefined : [to].flat().map((address) => recipientHash(cipher, address));
  const where: (SQL | undefined)[] = [
    recipients && inArray(emailOutbox.recipientHash, recipients),
    kind === undefined ? undefined : eq(emailOutbox.kind, kind),
  ];
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(...where))
    .orderBy(asc(emailOutbox.createdAt));
  return rows.map((row) => {
    const message = openMessage(cipher, row);
    if (!message) throw new Error(`outbox message ${row.id} is no longer kept`);
    return { ...row, ...message };
  });
}
