/** A new shopper enrolls as a group member when the enrollment has a group, else as a new member. */
export function newShopperEnrollType(groupId: number | null): 'new-member' | 'new-group-member' {
  return groupId === null ? 'new-member' : 'new-group-member';
}

/** The placement facts of a stored enrollment that decide its type. */
export interface TypedEnrollment {
  /** 'new-user' for a new shopper, 'existing-user' for a member's enrollment. */
  type: string;
  enrollType: string | null;
}

/**
 * A new shopper's enrollment becomes a group enrollment once it gets a group; the answer is the
 * new type, or undefined when the type stays (a member's enrollment, no group, already a group one).
 */
export function enrollTypeAfterGroup(enrollment: TypedEnrollment, groupId: number | null | undefined): 'new-group-member' | undefined {
  const isNewMember = enrollment.type === 'new-user' && enrollment.enrollType === 'new-member';
  return groupId && isNewMember ? 'new-group-member' : undefined;
}
