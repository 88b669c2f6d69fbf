/** Texts of revoking a member's links from the rep's or group's member table (docs/decisions/0089). */
export const MEMBER_LINK_TEXTS = {
  revokeAction: 'Revoke link',
  revokeTitle: (name: string) => `Revoke ${name}'s member link?`,
  revokeBody:
    'Every member link sent to this member stops working, and browsers that opened one lose access to it. You can send a new link at any time.',
  revokeConfirm: 'Revoke link',
  revokeCancel: 'Keep link',
  revoked: 'Member links revoked. Links sent before no longer open the store.',
} as const;
