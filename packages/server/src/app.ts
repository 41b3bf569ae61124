import fastifyStatic from '@fastify/static';
import { healthResponse } from '@rehab/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { errorHandler } from './errors';

export interface AppOptions {
  /** Folder of the built portal to serve; omitted in API-only tests. */
  portalDir?: string;
  version?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp({ portalDir, version = '0.0.0', logger = false }: AppOptions = {}) {
  const app = Fastify({ logger }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const startedAt = Date.now();
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
    version,
    uptimeSeconds: (Date.now() - startedAt) / 1000,
  }));

  if (portalDir && existsSync(portalDir)) {
    await app.register(fastifyStatic, { root: portalDir, wildcard: false });
    // The portal is a single-page app: every other page address gets its index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send({ message: 'Not Found', statusCode: 404 });
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found', statusCode: 404 }));
  }

  return app;
}
