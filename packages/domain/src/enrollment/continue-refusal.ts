/**
 * When a continue code or a direct-continue link no longer opens its enrollment (DESIGN §3 "Save
 * and continue later", "Direct-continue links"). The answers name messages of RESUME_MESSAGES.
 */
import { CONTINUE_CODE_MAX_WRONG_TRIES } from '../contract/resume';

/** What both a code and a link carry. */
interface GrantState {
  /** A newer save replaced this code and link. */
  isReplaced: boolean;
  isEnrollmentCompleted: boolean;
  expiresAt: Date;
  asOf: Date;
}

export type CodeRefusal = 'replacedCode' | 'completed' | 'expiredCode' | 'lockedCode' | 'notOpened';

/**
 * A code works with the address it was sent to, until a newer save replaces it, the enrollment
 * completes, 30 days pass, or 5 wrong tries were made against it. Only the code with its own
 * address learns more than `notOpened` (the answer to a code that does not exist): a stranger
 * holding a code cannot tell whether an address matches it, nor what became of it.
 */
export function continueCodeRefusal(code: GrantState & { wrongTries: number; isEmailMatching: boolean }): CodeRefusal | undefined {
  if (!code.isEmailMatching) return 'notOpened';
  if (code.isReplaced) return 'replacedCode';
  if (code.isEnrollmentCompleted) return 'completed';
  if (code.expiresAt <= code.asOf) return 'expiredCode';
  if (code.wrongTries >= CONTINUE_CODE_MAX_WRONG_TRIES) return 'lockedCode';
  return undefined;
}

export type LinkRefusal = 'replacedLink' | 'completed' | 'expiredLink' | 'usedLink';

/**
 * A link works for 7 days, for the first browser that opens it (which may open it again, e.g.
 * on reload), until a newer save replaces it or the enrollment completes.
 */
export function directContinueRefusal(link: GrantState & { usedBy: string | null; browser: string }): LinkRefusal | undefined {
  if (link.isReplaced) return 'replacedLink';
  if (link.isEnrollmentCompleted) return 'completed';
  if (link.expiresAt <= link.asOf) return 'expiredLink';
  if (link.usedBy !== null && link.usedBy !== link.browser) return 'usedLink';
  return undefined;
}
