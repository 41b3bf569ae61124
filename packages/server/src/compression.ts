import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** A JSON answer smaller than this is sent as it is: compressing it would save less than it costs. */
export const compressFromBytes = 1024;

/**
 * Compresses the calls' JSON answers of `compressFromBytes` and more, brotli or gzip as the client takes them, at
 * levels fast enough to run on every answer. A call's answer is what its response schema describes; a route without
 * one sends a file as it is: the built apps' files carry brotli and gzip copies written once at the highest levels,
 * and an answer that already has its encoding is never compressed again.
 */
export async function compressJsonAnswers(app: FastifyInstance) {
  // Added before the plugin's own hook, so it sees the route already marked.
  app.addHook('onRoute', (route) => {
    if (!route.schema?.response) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: compressFromBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
