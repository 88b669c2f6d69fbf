import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * Brotli or gzip for every text answer the browser accepts (docs/decisions/0052): API JSON, index.html and
 * the seed's SVG images. The web build's own files are compressed once at build time and sent as
 * they are (web-app.ts); an answer that already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: MIN_BYTES,
    // Quality 4 keeps per-request brotli cheap (about gzip's cost for a smaller answer).
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
