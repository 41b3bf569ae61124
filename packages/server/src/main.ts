import { fileURLToPath } from 'node:url';
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const portalDir = process.env.PORTAL_DIR ?? fileURLToPath(new URL('../../portal/dist', import.meta.url));

const app = await buildApp({
  portalDir,
  version: process.env.APP_VERSION ?? process.env.npm_package_version,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

// Finish in-flight requests before exiting.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
