/** A referral link as placement reads it: the rep, group and portal it enrolls under. */
export interface ReferralLink {
  id: string;
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  isActive: boolean;
  /** When the link stops working; null for never. */
  expiresAt: Date | null;
}

/** A referral link works while it is active and its expiry, if it has one, is still ahead. */
export function isReferralLinkValid(link: Pick<ReferralLink, 'isActive' | 'expiresAt'>, asOf: Date): boolean {
  return link.isActive && (link.expiresAt === null || link.expiresAt > asOf);
}
