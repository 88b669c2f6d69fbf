import type { FastifyRequest } from 'fastify';

/** The ids a call names, wherever the wire carries them (query, body or path). */
export function namedIds(request: FastifyRequest) {
  const fields: Record<string, unknown> = {
    ...(request.params as object | undefined),
    ...(request.query as object | undefined),
    ...(typeof request.body === 'object' ? request.body : undefined),
  };
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const number = (value: unknown) => (typeof value === 'number' ? String(value) : text(value));
  return {
    enrollmentId: text(fields.enrollment_id),
    memberId: text(fields.user_id),
    agentId: number(fields.agent_id),
    groupId: number(fields.group_id),
  };
}
