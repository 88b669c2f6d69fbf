import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agentGroups, staffAccounts, staffSessions } from '../../db/schema';

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = lower(${email})`);
  return row;
}

export async function insertSession(db: DbOrTx, session: { tokenHash: string; accountId: string; expiresAt: Date; lastSeenAt: Date }) {
  await db.insert(staffSessions).values(session);
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Sessions past their absolute end or idle since before `idleSince`. */
export async function deleteEndedSessions(db: DbOrTx, asOf: Date, idleSince: Date) {
  await db.delete(staffSessions).where(or(lte(staffSessions.expiresAt, asOf), lte(staffSessions.lastSeenAt, idleSince)));
}

export async function isGroupOfAgent(db: DbOrTx, agentId: number, groupId: number) {
  const [row] = await db
    .select({ groupId: agentGroups.groupId })
    .from(agentGroups)
    .where(and(eq(agentGroups.agentId, agentId), eq(agentGroups.groupId, groupId)));
  return row !== undefined;
}

/** A new, unconfirmed two-factor secret (sealed); refused (false) once two-factor is on. */
export const storePendingTotpSecret = (db: DbOrTx, accountId: string, sealedSecret: string) =>
  updateWhileTotpPending(db, accountId, { totpSecret: sealedSecret, totpLastStep: null });

/** Two-factor on from `asOf`, the confirming code's step used; false when it was already on. */
export const confirmTotp = (db: DbOrTx, accountId: string, step: number, asOf: Date) =>
  updateWhileTotpPending(db, accountId, { totpConfirmedAt: asOf, totpLastStep: step });

async function updateWhileTotpPending(db: DbOrTx, accountId: string, values: Partial<typeof staffAccounts.$inferInsert>) {
  const rows = await db
    .update(staffAccounts)
    .set(values)
    .where(and(eq(staffAccounts.id, accountId), isNull(staffAccounts.totpConfirmedAt)))
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

/**
 * Marks `step` used if no code of that step or a later one was used before: one atomic update, so
 * two requests racing with the same code cannot both win. False when the code was already used.
 */
export async function claimTotpStep(db: DbOrTx, accountId: string, step: number) {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, accountId), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))))
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

/** A new staff account; false when an account already has the e-mail (in any letter case). */
export async function insertAccountIfNew(db: DbOrTx, account: typeof staffAccounts.$inferInsert) {
  if (await findAccountByEmail(db, account.email)) return false;
  const inserted = await db.insert(staffAccounts).values(account).onConflictDoNothing().returning({ id: staffAccounts.id });
  return inserted.length > 0;
}

/** A new password hash; every session of the account ends. False when no account has the e-mail. */
export async function replacePasswordHash(db: DbOrTx, email: string, passwordHash: string) {
  return updateAccountEndingSessions(db, email, { passwordHash });
}

/** Two-factor off (secret, confirmation and last step cleared); every session of the account ends. */
export async function clearTotp(db: DbOrTx, email: string) {
  return updateAccountEndingSessions(db, email, { totpSecret: null, totpConfirmedAt: null, totpLastStep: null });
}

async function updateAccountEndingSessions(db: DbOrTx, email: string, values: Partial<typeof staffAccounts.$inferInsert>) {
  const [row] = await db
    .update(staffAccounts)
    .set(values)
    .where(sql`lower(${staffAccounts.email}) = lower(${email})`)
    .returning({ id: staffAccounts.id });
  if (row) await db.delete(staffSessions).where(eq(staffSessions.accountId, row.id));
  return row !== undefined;
}
