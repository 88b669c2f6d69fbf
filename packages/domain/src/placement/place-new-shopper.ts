import { PLACEMENT_MESSAGES, type PartyIds, type PlacementGroup, type PlacementPortal } from './parties';
import { newShopperEnrollType } from './enroll-type';
import { refusal, type PlacementOutcome } from './outcome';
import { defaultPortal, portalServes } from './portals';
import { isReferralLinkValid, type ReferralLink } from './referral-link';
import type { Eprocess } from '../codes/codes';
import type { FieldError } from '../contract/envelope';

/** The ids a new shopper's browser sends: placeholders from local storage, or a referral link's id. */
export interface NewShopperRequest {
  /** The process the browser says it enrolls as; a shopper is an applicant unless told otherwise. */
  eprocess?: Eprocess | undefined;
  referral?: string | undefined;
  agentId?: number | undefined;
  groupId?: number | undefined;
  portalId?: number | undefined;
}

/** What the requested ids name; an id that names nothing (or nothing active) is left out. */
export interface NewShopperFound {
  referral?: ReferralLink | undefined;
  agent?: { id: number } | undefined;
  group?: PlacementGroup | undefined;
  portal?: PlacementPortal | undefined;
}

export interface PlaceNewShopperInput {
  requested: NewShopperRequest;
  found: NewShopperFound;
  /** The active portals of the reps and the group involved, to pick a default portal from. */
  portals: readonly PlacementPortal[];
  asOf: Date;
}

export interface NewShopperPlacement extends PartyIds {
  portalId: number | null;
  referralId: string | null;
  enrollType: 'new-member' | 'new-group-member';
  eprocess: Eprocess;
}

function placeByReferral(link: ReferralLink | undefined, asOf: Date, eprocess: Eprocess): PlacementOutcome<NewShopperPlacement> {
  if (!link) return { ok: false, errors: [refusal('referral', PLACEMENT_MESSAGES.unknownReferral)] };
  if (!isReferralLinkValid(link, asOf)) return { ok: false, errors: [refusal('referral', PLACEMENT_MESSAGES.expiredReferral)] };
  return {
    ok: true,
    placement: {
      agentId: link.agentId,
      groupId: link.groupId,
      portalId: link.portalId,
      referralId: link.id,
      enrollType: newShopperEnrollType(link.groupId),
      eprocess,
    },
  };
}

/** Each id the browser sent must name something; the errors come in the form's order. */
export function refuseUnknownParties(requested: Omit<NewShopperRequest, 'referral'>, found: NewShopperFound): FieldError[] {
  const errors: FieldError[] = [];
  if (requested.agentId !== undefined && !found.agent) errors.push(refusal('agent_id', PLACEMENT_MESSAGES.unknownRep));
  if (requested.groupId !== undefined && !found.group) errors.push(refusal('group_id', PLACEMENT_MESSAGES.unknownGroup));
  if (requested.portalId !== undefined && !found.portal) errors.push(refusal('platform_group_id', PLACEMENT_MESSAGES.unknownPortal));
  return errors;
}

/**
 * Who a new shopper enrolls under (spec 000 §2 filter, §6 roles). A referral link decides
 * everything: its rep, group and portal replace any ids the browser sent (those are placeholders
 * from local storage). Without one, each id given must exist; a missing rep is the group's; a
 * chosen portal must be the rep's or the group's, and a missing one is the group's (else the
 * rep's) first portal. With a group it is a group member's enrollment; the process is the one
 * the browser names, else applicant.
 */
export function placeNewShopper({ requested, found, portals, asOf }: PlaceNewShopperInput): PlacementOutcome<NewShopperPlacement> {
  const eprocess = requested.eprocess ?? 'applicant';
  if (requested.referral !== undefined) return placeByReferral(found.referral, asOf, eprocess);
  const errors = refuseUnknownParties(requested, found);
  const owner: PartyIds = { agentId: found.agent?.id ?? found.group?.agentId ?? null, groupId: found.group?.id ?? null };
  if (found.portal && !portalServes(found.portal, owner)) errors.push(refusal('platform_group_id', PLACEMENT_MESSAGES.foreignPortal));
  if (errors.length > 0) return { ok: false, errors };
  const portal = found.portal ?? defaultPortal(portals, owner);
  return {
    ok: true,
    placement: { ...owner, portalId: portal?.id ?? null, referralId: null, enrollType: newShopperEnrollType(owner.groupId), eprocess },
  };
}
