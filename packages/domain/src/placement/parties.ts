/** Who an enrollment, a portal or a member belongs to: a rep, a group, or both. */
export interface PartyIds {
  agentId: number | null;
  groupId: number | null;
}

/** An enrollment portal (platform) of a rep or a group. */
export interface PlacementPortal extends PartyIds {
  id: number;
}

/** A group as placement reads it: its id and its rep. */
export interface PlacementGroup {
  id: number;
  agentId: number | null;
}

/** What the placement rules say when an id names nothing, or a portal that is not the enrollment's. */
export const PLACEMENT_MESSAGES = {
  unknownRep: 'Rep not found',
  unknownGroup: 'Group not found',
  unknownPortal: 'Portal not found',
  foreignPortal: 'This portal is not available for this enrollment',
  unknownReferral: 'Invalid referral link',
  expiredReferral: 'This referral link has expired',
} as const;
