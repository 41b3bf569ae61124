import { z } from 'zod/mini';

/** GET /health: whether the server is up, and which version answers. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number().check(z.nonnegative()),
});

export type HealthResponse = z.infer<typeof healthResponse>;
