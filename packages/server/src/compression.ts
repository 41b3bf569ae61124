import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/**
 * Sends a page drawn for one request (the patient app's today), brotli or gzip as the browser takes them, at the
 * levels the calls' answers use: it is sent from a hook before any route, where the plugin above does not reach.
 */
export function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}
