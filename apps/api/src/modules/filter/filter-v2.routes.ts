import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';

export function filterV2Routes(_app: FastifyInstance, _context: AppContext) {}
