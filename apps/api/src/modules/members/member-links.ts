/**
 * Member links (DESIGN §3): `/member-benefit-store/{id}/{tier}` and the member calls accept the
 * owning rep's or group's session, or a member link token (signed, expiring, revocable, issued for
 * one member), never a bare member uuid. A browser that presents a valid token is granted the
 * member until the token would have expired, so the token is not kept in the browser.
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../../lib/same-secret';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../lib/data-cipher';
import { ApiFailure, fieldError, notFound } from '../../lib/http';
import { canSeeGroup } from '../accounts/index';
import { type StaffAccount, findStaff } from '../../lib/staff-session';
import * as repo from './member-links.repository';

export const MEMBER_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

export const MEMBER_LINK_MESSAGES = {
  needed: 'Please open the link your rep or group sent you, or sign in',
  invalid: 'This member link has expired or is no longer valid. Please ask your rep or group for a new one.',
} as const;

type LinkPayload = { m: string; g: number; e: number };

const linkKey = (dataKey: Buffer) => createHmac('sha256', dataKey).update('member-link-v1').digest();
const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** `<payload>.<signature>`, both base64url: the member, the link generation and the expiry (seconds). */
export function signMemberLink(dataKey: Buffer, link: { memberId: string; generation: number; expiresAt: Date }): string {
  const body = Buffer.from(
    JSON.stringify({ m: link.memberId, g: link.generation, e: Math.floor(link.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${body}.${sign(linkKey(dataKey), body)}`;
}

/** The link's payload when its signature holds and it has not expired; otherwise undefined. */
export function readMemberLink(
  dataKey: Buffer,
  token: string,
  asOf: Date,
): { memberId: string; generation: number; expiresAt: Date } | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  if (!sameSecret(signature, sign(linkKey(dataKey), body))) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<LinkPayload>;
    if (typeof payload.m !== 'string' || typeof payload.g !== 'number' || typeof payload.e !== 'number') return undefined;
    const expiresAt = new Date(payload.e * 1000);
    return expiresAt > asOf ? { memberId: payload.m, generation: payload.g, expiresAt } : undefined;
  } catch {
    return undefined;
  }
}

async function servesMember(db: DbOrTx, staff: StaffAccount, member: { agentId: number | null; groupId: number | null }) {
  if (staff.role === 'agent') return staff.agentId !== null && staff.agentId === member.agentId;
  return member.groupId !== null && (await canSeeGroup(db, staff, member.groupId));
}

const refused = (kind: 'unauthenticated' | 'forbidden', message: string) =>
  new ApiFailure(kind, [fieldError('user_id', message)], { message });

/**
 * The member's id, for the rep or group who serves them, or a browser holding (or now presenting)
 * a valid member link. No credentials: 401, whether or not the member exists; a bad, expired or
 * revoked link: 403; signed-in staff who do not serve the member: 404, as for an unknown id.
 */
export async function requireMemberAccess(
  db: DbOrTx,
  request: FastifyRequest,
  { memberId, memberToken, dataKey, asOf }: { memberId: string; memberToken: string | undefined; dataKey: Buffer; asOf: Date },
): Promise<string> {
  const member = await repo.findMemberForAccess(db, memberId);
  const staff = await findStaff(db, request, asOf);
  if (staff && member && (await servesMember(db, staff, member))) return member.id;
  const browser = request.browserToken ? hashToken(request.browserToken) : undefined;
  if (memberToken !== undefined) {
    const link = readMemberLink(dataKey, memberToken, asOf);
    if (!link || !member || link.memberId !== member.id || link.generation !== member.linkGeneration)
      throw refused('forbidden', MEMBER_LINK_MESSAGES.invalid);
    if (browser)
      await repo.grantBrowser(db, {
        browserTokenHash: browser,
        memberId: member.id,
        linkGeneration: link.generation,
        expiresAt: link.expiresAt,
      });
    return member.id;
  }
  if (member && browser && (await repo.hasLiveGrant(db, browser, member.id, member.linkGeneration, asOf))) return member.id;
  // Another rep's or group's member answers as an unknown one: a member id tells staff nothing (0046).
  if (staff) throw notFound('user_id', 'Member not found');
  throw refused('unauthenticated', MEMBER_LINK_MESSAGES.needed);
}

/**
 * Whether the caller may see the member without presenting a link: the member's rep or group, or a
 * browser that opened a live member link. For calls a member id only narrows (recommendations).
 */
export async function canSeeMember(db: DbOrTx, request: FastifyRequest, memberId: string, asOf: Date): Promise<boolean> {
  const member = await repo.findMemberForAccess(db, memberId);
  if (!member) return false;
  const staff = await findStaff(db, request, asOf);
  if (staff && (await servesMember(db, staff, member))) return true;
  const browser = request.browserToken ? hashToken(request.browserToken) : undefined;
  return browser !== undefined && (await repo.hasLiveGrant(db, browser, member.id, member.linkGeneration, asOf));
}

/** The member, for the signed-in rep or group who serves them: 401 without a session, 404 for another's or an unknown member. */
async function requireServedMember(db: DbOrTx, request: FastifyRequest, memberId: string, asOf: Date) {
  const staff = await findStaff(db, request, asOf);
  if (!staff) throw refused('unauthenticated', 'Please sign in to continue');
  const member = await repo.findMemberForAccess(db, memberId);
  if (!member || !(await servesMember(db, staff, member))) throw notFound('user_id', 'Member not found');
  return member;
}

/**
 * Whether the caller is the signed-in rep or group who serves the member: the payment methods on
 * file are shown to them only, never to a member link's browser (docs/decisions/0089).
 */
export async function isServingStaff(db: DbOrTx, request: FastifyRequest, memberId: string, asOf: Date): Promise<boolean> {
  const staff = await findStaff(db, request, asOf);
  const member = staff ? await repo.findMemberForAccess(db, memberId) : undefined;
  return staff !== undefined && member !== undefined && (await servesMember(db, staff, member));
}

/** Ends every link of a member the signed-in rep or group serves, and the browsers they let in (docs/decisions/0089). */
export async function revokeMemberLinks(db: DbOrTx, request: FastifyRequest, { memberId, asOf }: { memberId: string; asOf: Date }) {
  const member = await requireServedMember(db, request, memberId, asOf);
  await repo.revokeLinks(db, member.id);
}

/** A new link for a member the signed-in rep or group serves; every link issued before it stops working. */
export async function issueMemberLink(
  db: DbOrTx,
  request: FastifyRequest,
  { memberId, dataKey, asOf }: { memberId: string; dataKey: Buffer; asOf: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const member = await requireServedMember(db, request, memberId, asOf);
  const expiresAt = new Date(asOf.getTime() + MEMBER_LINK_DAYS * DAY_MS);
  // One live link a member: a link sent to a wrong address is fixed by sending a new one.
  const generation = await repo.revokeLinks(db, member.id);
  return { token: signMemberLink(dataKey, { memberId: member.id, generation, expiresAt }), expiresAt };
}
