/**
 * The audit log (docs/decisions/0048): a call that reads or changes SSNs, payment data or member
 * lists is declared so where it is registered, `route(app, Call, auditAs('read', 'ssn'), handler)`,
 * and one `onSend` hook writes its entries when, and only when, it answers with success: a refused
 * call (401, 403, 404, 400...) writes none. The entry is written before the answer leaves, so an
 * answer whose entry could not be written is not sent.
 */
import { namedIds } from '../../lib/named-ids';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AuditAction, AuditActor, AuditSubject } from '../../db/schema';
import { hashToken } from '../../lib/data-cipher';
import { findStaff } from '../accounts/staff-guard';
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

/**
 * Who made the call: the signed-in rep or group administrator (their account id); otherwise the
 * browser, by the hash of its token, as a member link's holder when the call names a member and
 * no enrollment (member calls answer only a staff session or a member link, docs/decisions/0025).
 */
async function actorOf(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  request: FastifyRequest,
  ids: ReturnType<typeof namedIds>,
): Promise<{ actorKind: AuditActor; actorId: string }> {
  const staff = await findStaff(db, request, clock());
  if (staff) return { actorKind: 'staff', actorId: staff.id };
  const isMemberCall = ids.memberId !== undefined && ids.enrollmentId === undefined;
  return { actorKind: isMemberCall ? 'member-link' : 'browser', actorId: hashToken(request.browserToken) };
}

/** Writes the entries of a successful audited call (registered once, in `buildApp`). */
export function registerAuditLog(app: FastifyInstance, context: Pick<AppContext, 'db' | 'clock'>) {
  app.addHook('onSend', async (request, reply, payload) => {
    const audited = request.routeOptions.config.audit;
    if (!audited || reply.statusCode >= 300) return payload;
    const ids = namedIds(request);
    const memberId = ids.memberId ?? (ids.enrollmentId ? await findEnrollmentMember(context.db, ids.enrollmentId) : null);
    const actor = await actorOf(context, request, ids);
    const isList = audited.subjects.includes('member-list');
    const scope = isList ? (ids.groupId ? `group:${ids.groupId}` : ids.agentId ? `agent:${ids.agentId}` : null) : null;
    const at = context.clock();
    const call = callName(request.routeOptions.config.callPath ?? request.url);
    await insertAuditEntries(
      context.db,
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
    return payload;
  });
}
