import { PLACEMENT_MESSAGES, type PartyIds, type PlacementGroup, type PlacementPortal } from './parties';
import { enrollTypeAfterGroup, type TypedEnrollment } from './enroll-type';
import { refusal, type PlacementOutcome } from './outcome';
import { portalServes } from './portals';
import { refuseUnknownParties, type NewShopperFound, type NewShopperRequest } from './place-new-shopper';

/** The placement columns a change sets; the others stay. */
export interface PlacementChanges {
  agentId?: number;
  groupId?: number;
  portalId?: number;
  enrollType?: 'new-group-member';
}

export interface ChangePlacementInput {
  enrollment: TypedEnrollment;
  requested: Omit<NewShopperRequest, 'referral'>;
  found: Omit<NewShopperFound, 'referral'>;
}

/**
 * change-filter-info: the rep, group and portal given move the enrollment when each names
 * something; a group makes a new shopper's enrollment a group one.
 */
export function changePlacement({ enrollment, requested, found }: ChangePlacementInput): PlacementOutcome<PlacementChanges> {
  const errors = refuseUnknownParties(requested, found);
  if (errors.length > 0) return { ok: false, errors };
  const changes: PlacementChanges = {};
  if (found.agent && requested.agentId !== undefined) changes.agentId = found.agent.id;
  if (found.group && requested.groupId !== undefined) changes.groupId = found.group.id;
  if (found.portal && requested.portalId !== undefined) changes.portalId = found.portal.id;
  const enrollType = enrollTypeAfterGroup(enrollment, changes.groupId);
  if (enrollType) changes.enrollType = enrollType;
  return { ok: true, placement: changes };
}

export interface MovePortalInput {
  enrollment: TypedEnrollment & PartyIds;
  requested: { portalId: number; groupId?: number | undefined };
  found: { portal?: PlacementPortal | undefined; group?: PlacementGroup | undefined };
}

/**
 * update-filter-portal: the portal the shopper enrolls through, and the group when given. The
 * portal must be the enrollment's rep's or its (new) group's; a group makes a new shopper's
 * enrollment a group one.
 */
export function movePortal({ enrollment, requested, found }: MovePortalInput): PlacementOutcome<PlacementChanges> {
  const errors = refuseUnknownParties(requested, found);
  const owner: PartyIds = { agentId: enrollment.agentId, groupId: requested.groupId ?? enrollment.groupId };
  if (found.portal && !portalServes(found.portal, owner)) errors.push(refusal('platform_group_id', PLACEMENT_MESSAGES.foreignPortal));
  if (errors.length > 0) return { ok: false, errors };
  const changes: PlacementChanges = { portalId: requested.portalId };
  if (requested.groupId !== undefined) changes.groupId = requested.groupId;
  const enrollType = enrollTypeAfterGroup(enrollment, requested.groupId);
  if (enrollType) changes.enrollType = enrollType;
  return { ok: true, placement: changes };
}
