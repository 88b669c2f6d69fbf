import type { FastifyInstance } from 'fastify';
import { ApiFailure, fieldError } from '../lib/http';

/** Longest request target answered; longer ones get 414 in the envelope. */
export const MAX_URL_LENGTH = 16 * 1024;
/**
 * Node's own header limit (request line included), above MAX_URL_LENGTH so that a long URL reaches
 * our 414 in the envelope instead of Node's bare 431.
 */
export const MAX_HEADER_SIZE = 32 * 1024;

export const NULL_BYTE_MESSAGE = 'Invalid character in value';

/** The dotted name of the first text holding a null byte (`primary_info.first_name`, `answers.0.text`), if any. */
export function fieldWithNullByte(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'request' : undefined;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyPath = [...path, key];
    // A null byte in a field's name is refused under the part of the name before it.
    if (key.includes('\u0000')) return [...path, key.split('\u0000')[0] || 'request'].join('.');
    const found = fieldWithNullByte(item, keyPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Input PostgreSQL cannot take, refused at one place before any route runs (issue 8): a null byte
 * in any query, path or body text answers 400 naming the field, a request target over 16 KB
 * answers 414. Numbers past int4 are capped by the id schemas of the contracts.
 */
export function registerRequestLimits(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new ApiFailure('tooLong', [fieldError('request', 'The address is too long')], { message: 'The address is too long' });
    }
  });
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNullByte(request.query) ?? fieldWithNullByte(request.params) ?? fieldWithNullByte(request.body);
    if (field !== undefined) throw new ApiFailure('invalid', [fieldError(field, NULL_BYTE_MESSAGE)], { message: NULL_BYTE_MESSAGE });
  });
}
