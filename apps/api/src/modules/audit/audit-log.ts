/**
 * The audit log (docs/decisions/0048, 0096): a call that reads or changes SSNs, payment data or
 * member lists is declared so where it is registered, `route(app, Call, auditAs('read', 'ssn'), handler)`.
 * A change's entries are written inside the transaction that commits the change, so a change
 * never commits without its entries; a read's are written when, and only when, it answers with
 * success, before the answer leaves, so an answer whose entry could not be written is not sent.
 * A refused call (401, 403, 404, 400...) writes none.
 */
import { namedIds } from '../../lib/named-ids';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { runWithBeforeCommit } from '../../db/before-commit';
import type { DbOrTx } from '../../db/client';
import type { AuditAction, AuditActor, AuditSubject } from '../../db/schema';
import { hashToken } from '../../lib/data-cipher';
import { findStaff } from '../../lib/staff-session';
import type { RouteOptions } from '../route-kit';
import { findEnrollmentMember, insertAuditEntries } from './audit.repository';

export type AuditedAs = { action: AuditAction; subjects: readonly AuditSubject[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the call reads or changes, for the audit log (set with `auditAs`). */
    audit?: AuditedAs;
  }
}

/** A route's options marking it for the audit log: `route(app, Call, auditAs('change', 'ssn', 'payment'), handler)`. */
export function auditAs(action: AuditAction, ...subjects: [AuditSubject, ...AuditSubject[]]): RouteOptions {
  return { config: { audit: { action, subjects } } };
}

/** The call's name: the last fixed part of its path (`/api/v1/save-personal-info` → `save-personal-info`). */
export function callName(callPath: string): string {
  return (
    callPath
      .split('/')
      .filter((part) => part !== '' && !part.startsWith('{'))
      .pop() ?? callPath
  );
}

type Actor = { actorKind: AuditActor; actorId: string };

/**
 * Who made the call: the signed-in rep or group administrator (their account id); otherwise the
 * browser, by the hash of its token, as a member link's holder when the call names a member and
 * no enrollment (member calls answer only a staff session or a member link, docs/decisions/0025).
 */
async function actorOf(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  request: FastifyRequest,
  ids: ReturnType<typeof namedIds>,
): Promise<Actor> {
  const staff = await findStaff(db, request, clock());
  if (staff) return { actorKind: 'staff', actorId: staff.id };
  const isMemberCall = ids.memberId !== undefined && ids.enrollmentId === undefined;
  return { actorKind: isMemberCall ? 'member-link' : 'browser', actorId: hashToken(request.browserToken) };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once a change's entries were written inside the transaction that committed it. */
    auditWritten?: boolean;
  }
}

/** Writes the entries of one audited call by `actor` through `db` (a transaction's, for a change). */
async function writeEntries(
  { db, clock }: { db: DbOrTx; clock: AppContext['clock'] },
  request: FastifyRequest,
  audited: AuditedAs,
  actor: Actor,
) {
  const ids = namedIds(request);
  const memberId = ids.memberId ?? (ids.enrollmentId ? await findEnrollmentMember(db, ids.enrollmentId) : null);
  const isList = audited.subjects.includes('member-list');
  const scope = isList ? (ids.groupId ? `group:${ids.groupId}` : ids.agentId ? `agent:${ids.agentId}` : null) : null;
  const at = clock();
  const call = callName(request.routeOptions.config.callPath ?? request.url);
  await insertAuditEntries(
    db,
    audited.subjects.map((subject) => ({
      at,
      ...actor,
      action: audited.action,
      subject,
      enrollmentId: ids.enrollmentId ?? null,
      memberId,
      scope,
      call,
    })),
  );
}

type Handler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

/** Registers the audit log's hooks (once, in `buildApp`, before the routes). */
export function registerAuditLog(app: FastifyInstance, context: Pick<AppContext, 'db' | 'clock'>) {
  // A change: its handler runs so that the first transaction it commits writes the entries too.
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.config?.audit?.action !== 'change') return;
    const audited = routeOptions.config.audit;
    const handler = routeOptions.handler as Handler;
    routeOptions.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const actor = await actorOf(context, request, namedIds(request));
      const { result, ran } = await runWithBeforeCommit(
        (tx) => writeEntries({ db: tx, clock: context.clock }, request, audited, actor),
        () => Promise.resolve(handler.call(this, request, reply)),
      );
      request.auditWritten = ran;
      return result;
    };
  });
  // A read, or a change that committed no transaction: written before a successful answer leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    const audited = request.routeOptions.config.audit;
    if (!audited || request.auditWritten || reply.statusCode >= 300) return payload;
    await writeEntries(context, request, audited, await actorOf(context, request, namedIds(request)));
    return payload;
  });
}
