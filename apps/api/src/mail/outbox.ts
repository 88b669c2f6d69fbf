/**
 * The outbox keeps what an e-mail carries sealed (docs/decisions/0088): its recipient, subject and
 * bodies, which hold continue codes, direct-continue and quote links and verification codes, are
 * one value sealed with the data cipher and bound to the row; the worker opens it to send and then
 * drops it. What stays readable is the kind, a keyed hash of the recipient, times and attempts.
 */
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../db/client';
import { sealedAt, type DataCipher } from '../lib/data-cipher';
import * as repo from './outbox.repository';

export type OutgoingMessage = { kind: string; to: string; subject: string; html: string; text: string };
/** What is sealed: the message less its kind, which stays readable. */
export type SealedMessage = Omit<OutgoingMessage, 'kind'>;

type Keys = Pick<DataCipher, 'keyedHash'>;

/** The recipient as the outbox keeps it: a keyed hash of the address, whatever its case. */
export function recipientHash(keys: Keys, address: string): string {
  return keys.keyedHash(`outbox:recipient:${address.trim().toLowerCase()}`);
}

const whereSealed = (id: string) => sealedAt('email_outbox:message_enc', id);

function sealed(cipher: DataCipher, id: string, { to, subject, html, text }: SealedMessage) {
  return { recipientHash: recipientHash(cipher, to), messageEnc: cipher.encryptJson({ to, subject, html, text }, whereSealed(id)) };
}

/** Adds a message to the outbox, sealed; call it inside the transaction that records the fact it reports. */
export async function enqueueMessage(db: DbOrTx, cipher: DataCipher, { kind, ...message }: OutgoingMessage): Promise<string> {
  const id = randomUUID();
  await repo.insertMessage(db, { id, kind, ...sealed(cipher, id, message) });
  return id;
}

/** The message of an outbox row, or undefined once it was delivered or given up. */
export function openMessage(cipher: DataCipher, row: { id: string; messageEnc: string | null }): SealedMessage | undefined {
  return row.messageEnc === null ? undefined : cipher.decryptJson<SealedMessage>(row.messageEnc, whereSealed(row.id));
}

/**
 * Seals the messages migration 0015 kept in plain text because they were not delivered yet, drops
 * that copy, then rewrites the outbox's files so the columns it dropped leave the database's
 * pages. Runs at each start; does nothing once done.
 */
export async function sealLegacyOutbox(db: Db, cipher: DataCipher): Promise<{ sealed: number } | undefined> {
  const count = await db.transaction(async (tx) => {
    const legacy = await repo.readLegacyMessages(tx);
    if (!legacy) return undefined;
    for (const { id, to_address: to, subject, html, text } of legacy)
      await repo.sealLegacyMessage(tx, id, sealed(cipher, id, { to, subject, html, text }));
    await repo.dropLegacyMessages(tx);
    return legacy.length;
  });
  if (count === undefined) return undefined;
  await repo.compactOutbox(db);
  return { sealed: count };
}
