import { z } from 'zod/mini';

/** GET /health: whether the server is up, and which version answers. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number().check(z.nonnegative()),
});

export type HealthResponse = z.infer<typeof healthResponse>;

/** What GET /health/ready looked at; a failed check names what is wrong. */
const readinessCheck = z.object({ ok: z.boolean(), detail: z.optional(z.string()) });

/** GET /health/ready: whether this process can serve calls (200) or should get none yet (503). */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({ database: readinessCheck, migrations: readinessCheck }),
});

export type ReadinessResponse = z.infer<typeof readinessResponse>;
