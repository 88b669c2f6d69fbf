/**
 * The enrollment facts the enroller-code rule reads: the group's `requires_enroller_code` flag
 * (the one source of which groups need a code; the demo seeds it for 2512 and 2556, spec 001 §9)
 * and the code saved on the enrollment through save-enroller-code.
 */
export interface EnrollerCodeInput {
  /** The enrollment's group, or null for an enrollment without one. */
  group: { requiresEnrollerCode: boolean } | null;
  savedEnrollerCode: string | null | undefined;
}

/**
 * Whether the personal step still needs an enroller code (spec 001 §7, §9): the enrollment's group
 * asks for one and none is saved yet; saving a code clears the requirement.
 */
export function needsEnrollerCode({ group, savedEnrollerCode }: EnrollerCodeInput): boolean {
  const hasCode = typeof savedEnrollerCode === 'string' && savedEnrollerCode.trim() !== '';
  return group !== null && group.requiresEnrollerCode && !hasCode;
}
