import { MEMBER_BENEFIT_STORE_GROUP_ID, defaultPortal, isReferralLinkValid, type PlacementGroup } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http';
import { findAgent, findGroup } from '../sites/index';
import * as repo from './entry.repository';

/** A landing page is a path of this store: `/jsmith`. */
const landingUrl = (name: string | null) => (name ? `/${name}` : null);

/** Rep access code: the rep's contact card, or undefined for an unknown code (the route answers 204). */
export async function validateAgentCode(db: DbOrTx, code: string) {
  const agent = await repo.findAgentByCode(db, code.trim());
  if (!agent) return undefined;
  return {
    agent_id: agent.id,
    first_name: agent.firstName,
    last_name: agent.lastName,
    agent_code: agent.agentCode,
    email: agent.displayEmail ?? agent.email,
    phone: agent.displayPhone ?? agent.phone,
    landing_url: landingUrl(agent.landingPage),
  };
}

export async function validateGroupCode(db: DbOrTx, code: string) {
  const group = await repo.findGroupByCode(db, code.trim());
  if (!group) return undefined;
  return { gid: group.id, name: group.name, landing_url: landingUrl(group.landingPage) };
}

export async function validateLandingPage(db: DbOrTx, name: string) {
  const page = await repo.findLandingPage(db, name.trim());
  if (page?.type === 'agent' && page.agentId) {
    const agent = await findAgent(db, page.agentId);
    if (agent)
      return { type: 'agent' as const, data: { name: agent.displayName, landing_page: page.name }, agent_id: agent.id, group_id: null };
  }
  if (page?.type === 'group' && page.groupId) {
    const group = await findGroup(db, page.groupId);
    if (group)
      return { type: 'group' as const, data: { name: group.name, landing_page: page.name }, agent_id: group.agentId, group_id: group.id };
  }
  throw notFound('landing_page', 'Landing page not found', { statusCode: 404 });
}

export async function getAgentEnrollInfo(db: DbOrTx, agentId: number) {
  const agent = await findAgent(db, agentId);
  if (!agent) throw notFound('agent_id', 'Rep not found', { statusCode: 404 });
  return {
    agent_id: agent.id,
    agent_code: agent.agentCode,
    agent_fname: agent.firstName,
    agent_mname: agent.middleName,
    agent_lname: agent.lastName,
    display_name: agent.displayName,
    email: agent.displayEmail ?? agent.email,
    phone: agent.displayPhone ?? agent.phone,
  };
}

export async function getGroupEnrollInfo(db: DbOrTx, groupId: number) {
  const group = await findGroup(db, groupId);
  if (!group) throw notFound('group_id', 'Group not found', { statusCode: 404 });
  const agent = group.agentId ? await findAgent(db, group.agentId) : undefined;
  return { gid: group.id, gname: group.name, gcode: group.code, gagent_code: agent?.agentCode ?? null };
}

export async function getMemberInfo(db: DbOrTx, memberId: string) {
  const member = await repo.findMember(db, memberId);
  if (!member) throw notFound('user_id', 'Member not found', { statusCode: 404 });
  return {
    member_info: { userid: member.id, first_name: member.firstName, last_name: member.lastName },
    agent_info: { agent_id: member.agentId },
    group_info: { gid: member.groupId },
    portal_id: member.portalId,
  };
}

/** A group's default portal: its first active one, else its rep's. */
async function findGroupPortal(db: DbOrTx, group: PlacementGroup) {
  const portals = await repo.listActivePortalsOf(db, { agentIds: [group.agentId], groupIds: [group.id] });
  return defaultPortal(portals, { agentId: group.agentId, groupId: group.id });
}

/** The store's own default: the member benefit store group, its rep and portal. */
export async function getDefaultInfo(db: DbOrTx) {
  const group = await findGroup(db, MEMBER_BENEFIT_STORE_GROUP_ID);
  const portal = group ? await findGroupPortal(db, group) : undefined;
  if (!group?.agentId || !portal) throw notFound('default', 'The default group is not configured', { statusCode: 404 });
  return { agent_id: group.agentId, gid: group.id, portal_id: portal.id };
}

export async function getReferralInfo(db: DbOrTx, referralId: string, asOf: Date) {
  const referral = await repo.findReferral(db, referralId.trim());
  if (!referral) throw notFound('referral_id', 'Referral link not found', { statusCode: 404 });
  return {
    agent_id: referral.agentId,
    group_id: referral.groupId,
    portal_id: referral.portalId,
    valid_referral_link: isReferralLinkValid(referral, asOf),
    referrer_info: { name: referral.referrerName },
  };
}

export async function getElevateInfo(db: DbOrTx) {
  const group = await repo.findElevateGroup(db);
  const portal = group ? await findGroupPortal(db, group) : undefined;
  if (!group || !portal) throw notFound('elevate', 'Elevate is not configured');
  return { portal_id: portal.id, group_id: group.id };
}

/** The caller has already checked access to the enrollment. */
export async function trackElevateTraffic(db: DbOrTx, enrollmentId: string) {
  await repo.recordElevateVisit(db, enrollmentId);
  return { tracked: true };
}
