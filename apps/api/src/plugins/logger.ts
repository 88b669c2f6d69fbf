import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env';

/** Personal fields that must never reach a log line (DESIGN §5). */
const SENSITIVE_KEYS = [
  'ssn',
  'card_number',
  'account_number',
  'routing_number',
  'bank_routing',
  'security_code',
  'signature',
  'verification_code',
  'answer',
  'password',
  'code',
  'secret',
  'otpauth_uri',
  'condition_questions',
  'codition_questions',
  'medication_question',
  'health_info',
  'answers',
  'aflac_data',
  'image',
  'ethnic_category',
  'ethnic_category_other_type',
];

const REDACTED = '[redacted]';

/** Path segments whose next segments are a link token or a member's id (quote, resume and member links). */
const TOKEN_SEGMENTS = new Set(['quote', 'direct-continue', 'member-benefit-store', 'mailbox']);

/**
 * The request target as it may be logged: the path with link tokens replaced and every query
 * value redacted (`/quote/[redacted]`, `/api/v1/x?email=[redacted]`). Query names stay, they
 * help to read a log; values never do, whatever the field (e-mail, name, message, token=...).
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  const tokenAt = segments.findIndex((segment) => TOKEN_SEGMENTS.has(segment));
  const safePath = tokenAt === -1 || tokenAt === segments.length - 1 ? path : [...segments.slice(0, tokenAt + 1), REDACTED].join('/');
  if (queryAt === -1) return safePath;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent.
      }
      // A name is normally short and ours; a long one is likely a value sent as a name.
      return `${decoded.length > 40 ? REDACTED : encodeURIComponent(decoded)}=${REDACTED}`;
    });
  return `${safePath}?${names.join('&')}`;
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
/** Quoted values in database messages: `invalid input syntax for type integer: "..."`, `Key (email)=(...)`. */
const QUOTED_VALUE = /"[^"]*"|'[^']*'|\([^()]*\)=\([^()]*\)/g;
/** String literals in SQL text; identifiers ("table") stay. */
const SQL_LITERAL = /'(?:[^']|'')*'/g;

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Fields of errors that name things, never values. `code` is logged as `errorCode` (a `code` key is redacted as personal). */
const SAFE_ERROR_FIELDS = ['statusCode', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType'];

function isDatabaseError(error: Record<string, unknown>): boolean {
  return ['params', 'parameters', 'query', 'severity', 'detail', 'where', 'internalQuery'].some((key) => key in error);
}

function cleanMessage(message: string, isDatabase: boolean): string {
  let text = message;
  if (isDatabase && text.startsWith('Failed query: ')) {
    // drizzle: "Failed query: <sql>\nparams: <values>". The SQL stays (its literals redacted), the values go.
    text = text.replace(/\nparams:[\s\S]*$/, '').replace(SQL_LITERAL, REDACTED);
  } else if (isDatabase) {
    text = text.replace(QUOTED_VALUE, REDACTED);
  }
  return text.replace(EMAIL, '[email]');
}

/**
 * The `err` serializer: type, a cleaned message, the stack frames and the names a database error
 * gives (SQLSTATE code, constraint, table), never its parameters, detail or values (DESIGN §5).
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) {
    const text = cleanMessage(String(error), false);
    return { type: typeof error, message: text, stack: text };
  }
  const record = error as Record<string, unknown>;
  const isDatabase = isDatabaseError(record);
  const message = cleanMessage(typeof record.message === 'string' ? record.message : '', isDatabase);
  const framesAt = typeof record.stack === 'string' ? record.stack.indexOf('\n    at ') : -1;
  const stack = framesAt === -1 ? message : `${message}${(record.stack as string).slice(framesAt)}`;
  const logged: LoggedError = { type: (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error', message, stack };
  if (typeof record.code === 'string' || typeof record.code === 'number') logged.errorCode = record.code;
  for (const key of SAFE_ERROR_FIELDS) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') logged[key] = value;
  }
  if (record.cause !== undefined && depth < 3) logged.cause = serializeError(record.cause, depth + 1);
  return logged;
}

/** The `req` serializer: what Fastify logs of a request, with the target made loggable. */
function serializeRequest(request: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Last safety net: e-mail addresses in any top-level text of a log line (e.g. a mail server's refusal). */
function cleanLogLine(object: Record<string, unknown>): Record<string, unknown> {
  let cleaned: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'string' && EMAIL.test(value)) {
      cleaned ??= { ...object };
      cleaned[key] = value.replace(EMAIL, '[email]');
    }
    EMAIL.lastIndex = 0;
  }
  return cleaned ?? object;
}

/** `destination`: where log lines go instead of stdout (tests read them). */
export function loggerOptions(env: Env, destination?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SENSITIVE_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
      ],
      censor: REDACTED,
    },
    serializers: { req: serializeRequest, err: (error: unknown) => serializeError(error) },
    formatters: { log: cleanLogLine },
    ...(destination ? { stream: destination } : {}),
  };
}
