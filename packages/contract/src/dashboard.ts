import { z } from 'zod';

/**
 * GET /specialists/dashboard: the counts on the specialist's home, all within their patient scope.
 * - newUsers: patients who joined in the last 14 days.
 * - newMessages: messages from patients in the specialist's chats that they have not read.
 * - followUp: active patients who skipped a task in the last 7 days (today excluded).
 * - startupCalls: the specialist's appointments not yet over with patients who joined in the last 14 days.
 */
export const dashboardResponse = z.object({
  newUsers: z.number().int().min(0),
  newMessages: z.number().int().min(0),
  followUp: z.number().int().min(0),
  startupCalls: z.number().int().min(0),
});

export type DashboardResponse = z.infer<typeof dashboardResponse>;
