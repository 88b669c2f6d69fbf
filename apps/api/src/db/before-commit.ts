import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, DbOrTx } from './client';

/** Writes that must commit with a call's change, or not at all (docs/decisions/0096). */
export type BeforeCommit = (tx: DbOrTx) => Promise<void>;

type Scope = { pending: BeforeCommit | undefined };

const scopes = new AsyncLocalStorage<Scope>();

/**
 * Runs `work` so that the first database transaction it commits also runs `beforeCommit`, inside
 * that transaction, just before it commits. Answers whether it ran (false: `work` committed no
 * transaction).
 */
export async function runWithBeforeCommit<T>(beforeCommit: BeforeCommit, work: () => Promise<T>): Promise<{ result: T; ran: boolean }> {
  const scope: Scope = { pending: beforeCommit };
  const result = await scopes.run(scope, work);
  return { result, ran: scope.pending === undefined };
}

async function runPending(tx: DbOrTx) {
  const scope = scopes.getStore();
  const pending = scope?.pending;
  if (!scope || !pending) return;
  scope.pending = undefined;
  await pending(tx);
}

/**
 * The database handle whose transactions run the pending `beforeCommit` of the call they belong
 * to. Only top-level transactions: a nested one (a savepoint) commits with its parent.
 */
export function withBeforeCommit(db: Db): Db {
  const begin = db.transaction.bind(db);
  const transaction: Db['transaction'] = (work, config) =>
    begin(async (tx) => {
      const result = await work(tx);
      await runPending(tx);
      return result;
    }, config);
  db.transaction = transaction;
  return db;
}
