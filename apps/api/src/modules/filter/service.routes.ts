import type { FastifyInstance } from 'fastify';
import { ServiceZipBodySchema, ZipLookupDataSchema, successEnvelope } from '@benefit-store/domain';
import type { AppContext } from '../../context';
import { ok } from '../../lib/http';
import { typed } from '../route-kit';
import * as filter from './filter.service';

const tags = ['service'];

/** The service API (`/service`): the wizard's zip check. Its first error message shows on the zip field. */
export function serviceRoutes(app: FastifyInstance, _context: AppContext) {
  const r = typed(app);

  r.post(
    '/validate-zip-code',
    { schema: { tags, body: ServiceZipBodySchema, response: { 200: successEnvelope(ZipLookupDataSchema) } } },
    async (req) => ok(filter.validateZip(req.body.zip, 'zip')),
  );
}
