import { WIZARD_MESSAGES, isMaskedNumber } from '@benefit-store/domain';
import { ApiFailure, fieldError } from '../../lib/http';
import { staleVersion } from './tab-storage';

/**
 * The SSN to store from a step's form: a typed one as it is; a masked one (`xxxxxxxx6789`, as the
 * server showed it) keeps the number on file when it ends the same. A masked one that no longer
 * matches the number on file was shown before another window replaced that number: 409 with the
 * stale-version message under `target` (docs/decisions/0061). A masked one with no number on file
 * is 'Invalid Social Security Number'. `onFile` must be read under the enrollment's lock.
 */
export function ssnToStore(sent: string, onFile: string | null | undefined, target: string): string | null {
  if (!isMaskedNumber(sent)) return sent || null;
  if (onFile && onFile.endsWith(sent.slice(-4))) return onFile;
  if (onFile) throw staleVersion(target);
  throw new ApiFailure('invalid', [fieldError(target, WIZARD_MESSAGES.ssn)], { message: WIZARD_MESSAGES.ssn });
}
