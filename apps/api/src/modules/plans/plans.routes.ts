import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';

export function planRoutes(_app: FastifyInstance, _context: AppContext) {}
