import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';

export function serviceRoutes(_app: FastifyInstance, _context: AppContext) {}
