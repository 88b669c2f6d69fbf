import type { FastifyInstance } from 'fastify';
import { ValidateZipCode2Call } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { route } from '../route-kit';
import * as filter from './filter.service';

/** The service API (`/service`): the wizard's zip check. Its first error message shows on the zip field. */
export function serviceRoutes(app: FastifyInstance, _context: AppContext) {
  route(app, ValidateZipCode2Call, async (req) => ok(filter.validateZip(req.body.zip, 'zip')));
}
