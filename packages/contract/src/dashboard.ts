import { z } from 'zod/mini';

/**
 * GET /specialists/dashboard: the counts on the specialist's home, all within their patient scope.
 * - newUsers: patients who joined in the last 14 days.
 * - newMessages: messages from patients in the specialist's chats that they have not read.
 * - followUp: active patients who skipped a task in the last 7 days (today excluded).
 * - startupCalls: the specialist's appointments not yet over with patients who joined in the last 14 days.
 */
export const dashboardResponse = z.object({
  newUsers: z.int().check(z.minimum(0)),
  newMessages: z.int().check(z.minimum(0)),
  followUp: z.int().check(z.minimum(0)),
  startupCalls: z.int().check(z.minimum(0)),
});

export type DashboardResponse = z.infer<typeof dashboardResponse>;
