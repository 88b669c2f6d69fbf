import type { PartyIds, PlacementPortal } from './parties';

/** A portal serves an enrollment when it is the enrollment's rep's or its group's. */
export function portalServes(portal: PartyIds, owner: PartyIds): boolean {
  return (portal.agentId !== null && portal.agentId === owner.agentId) || (portal.groupId !== null && portal.groupId === owner.groupId);
}

const byId = (a: PlacementPortal, b: PlacementPortal) => a.id - b.id;

/**
 * The portal an enrollment goes through when nobody chose one: its group's first portal, else its
 * rep's (lowest id first). `portals` are the active portals to choose from.
 */
export function defaultPortal(portals: readonly PlacementPortal[], owner: PartyIds): PlacementPortal | undefined {
  const sorted = [...portals].sort(byId);
  const ofGroup = owner.groupId === null ? undefined : sorted.find((portal) => portal.groupId === owner.groupId);
  return ofGroup ?? (owner.agentId === null ? undefined : sorted.find((portal) => portal.agentId === owner.agentId));
}
