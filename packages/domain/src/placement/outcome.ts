import type { FieldError } from '../contract/envelope';

/** A placement, or the field errors that refuse it (expected outcomes are values, not exceptions). */
export type PlacementOutcome<T> = { ok: true; placement: T } | { ok: false; errors: FieldError[] };

export const refusal = (target: string, message: string): FieldError => ({ target_element: target, error_message: message });
