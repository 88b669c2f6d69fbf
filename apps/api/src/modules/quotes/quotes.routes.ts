import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';

export function quoteRoutes(_app: FastifyInstance, _context: AppContext) {}
