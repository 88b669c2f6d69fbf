import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';

export function filterRoutes(_app: FastifyInstance, _context: AppContext) {}
