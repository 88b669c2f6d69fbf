import type { FieldError, RefusalKind } from '@benefit-store/domain';

/** The specification's success envelope. */
export function ok<T>(data: T, extra: { statusCode?: number; message?: string } = {}) {
  return { status: 'success' as const, ...extra, data };
}

/**
 * An expected failure a client caused (bad or foreign input): becomes the error envelope with the
 * status the error handler's one table gives its `kind`, never a 500.
 */
export class ApiFailure extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly errors: FieldError[],
    /** `errors`: the specification's signup-style lists by field (spec 001 §8), beside the field errors. */
    readonly extra: { message?: string; errorCode?: string; statusCode?: number; errors?: Record<string, string[]> } = {},
  ) {
    super(extra.message ?? errors[0]?.error_message ?? 'Request failed');
  }
}

export const fieldError = (target_element: string, error_message: string): FieldError => ({ target_element, error_message });

/** 429: a limit was reached; the error handler sends `retryAfterSeconds` as the Retry-After header. */
export class LimitReached extends ApiFailure {
  constructor(
    target: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('tooMany', [fieldError(target, message)], { message });
  }
}

/** 404 for an id that does not exist (or is not the caller's to see). */
export function notFound(target: string, message = 'Not found', extra: { statusCode?: number } = {}): ApiFailure {
  return new ApiFailure('notFound', [fieldError(target, message)], { message, ...extra });
}

export function badRequest(target: string, message: string, extra: { errorCode?: string; statusCode?: number } = {}): ApiFailure {
  return new ApiFailure('invalid', [fieldError(target, message)], { message, ...extra });
}
