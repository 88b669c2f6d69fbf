import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiFailure, fieldError } from '../lib/http';
import { STATUS_OF_REFUSAL } from './errors';

/** Longest request target answered; longer ones get 414 in the envelope. */
export const MAX_URL_LENGTH = 16 * 1024;
/**
 * Node's own header limit (request line included), above MAX_URL_LENGTH so that a long URL reaches
 * our 414 in the envelope instead of Node's bare 431.
 */
export const MAX_HEADER_SIZE = 32 * 1024;

export const TOO_LONG_MESSAGE = 'The address is too long';
export const NULL_BYTE_MESSAGE = 'Invalid character in value';

/**
 * Characters no field takes: the null byte and lone surrogates (PostgreSQL refuses both), and the
 * other control characters but tab, line feed and carriage return (no person types them; a
 * terminal or a CSV export would act on them).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnreadable = (text: string) => CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);

/** The dotted name of the first text holding a character no field takes (`primary_info.first_name`, `answers.0.text`), if any. */
export function fieldWithUnreadableText(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return isUnreadable(value) ? path.join('.') || 'request' : undefined;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyPath = [...path, key];
    // Such a character in a field's name is refused under the part of the name before it.
    if (isUnreadable(key)) return [...path, key.split(CONTROL_CHARACTER)[0] || 'request'].join('.');
    const found = fieldWithUnreadableText(item, keyPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Input PostgreSQL cannot take, refused at one place before any route runs (docs/decisions/0023): a null byte,
 * a lone surrogate or another control character in any query, path or body text answers 400 naming the field, a request target over 16 KB
 * answers 414. Numbers past int4 are capped by the id schemas of the contracts.
 */
export function registerRequestLimits(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new ApiFailure('tooLong', [fieldError('request', TOO_LONG_MESSAGE)], { message: TOO_LONG_MESSAGE });
    }
  });
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithUnreadableText(request.query) ?? fieldWithUnreadableText(request.params) ?? fieldWithUnreadableText(request.body);
    if (field !== undefined) throw new ApiFailure('invalid', [fieldError(field, NULL_BYTE_MESSAGE)], { message: NULL_BYTE_MESSAGE });
  });
}

/**
 * The router's own refusals (Fastify `frameworkErrors`), answered in the envelope before any hook
 * runs: a path segment over the router's 100 characters answers 414 like a long address, a
 * malformed one 400 (docs/decisions/0058: a generated 300-character `tempId` got Fastify's bare 414, which
 * also echoed the path).
 */
export function answerRouterRefusal(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong ? TOO_LONG_MESSAGE : 'Invalid request';
  void reply
    .status(tooLong ? STATUS_OF_REFUSAL.tooLong : STATUS_OF_REFUSAL.invalid)
    .send({ status: 'error', data: [fieldError('request', message)], message });
}
