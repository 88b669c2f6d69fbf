import * as z from 'zod';

/** One field error: the field the browser shows it under, and the message (DESIGN §2). */
export const FieldErrorSchema = z.object({
  target_element: z.string(),
  error_message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  data: z.array(FieldErrorSchema),
  message: z.string().optional(),
  errorCode: z.string().optional(),
  statusCode: z.number().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data, statusCode: z.number().optional(), message: z.string().optional() });

/** Many calls answer `data.result`. */
export const resultEnvelope = <T extends z.ZodType>(result: T) => successEnvelope(z.object({ result }));

export type SuccessEnvelope<T> = { status: 'success'; data: T; statusCode?: number; message?: string };

/**
 * Why a request was refused, in the domain's words. The API maps each kind to one HTTP status in
 * one table (apps/api/src/plugins/errors.ts); services never choose a status.
 */
export const REFUSAL_KINDS = ['invalid', 'unauthenticated', 'forbidden', 'notFound', 'gone', 'conflict', 'notEligible', 'tooLong', 'tooMany'] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];
