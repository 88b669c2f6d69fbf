import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';

export function recommendationRoutes(_app: FastifyInstance, _context: AppContext) {}
