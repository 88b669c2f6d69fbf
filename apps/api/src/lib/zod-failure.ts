import type * as z from 'zod';
import { ApiFailure, fieldError } from './http';

/** A failed zod check as the error envelope: each issue under its dotted path (`primary_info.ssn`). */
export function failureFromIssues(issues: readonly z.core.$ZodIssue[], fallbackTarget: string): ApiFailure {
  const errors = issues.map((issue) => fieldError(issue.path.map(String).join('.') || fallbackTarget, issue.message));
  return new ApiFailure('invalid', errors, { message: errors[0]?.error_message });
}

/** Parses `value` with `schema`, or throws the field errors (400). */
export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown, fallbackTarget = 'request'): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw failureFromIssues(result.error.issues, fallbackTarget);
  return result.data;
}
