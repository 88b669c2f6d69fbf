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
  'password',
  'code',
  'condition_questions',
  'codition_questions',
  'medication_question',
  'health_info',
  'answers',
  'aflac_data',
  'image',
];

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.NODE_ENV === 'test' ? 'warn' : env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SENSITIVE_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
      ],
      censor: '[redacted]',
    },
  };
}
