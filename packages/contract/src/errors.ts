import { z } from 'zod/mini';

/** One failed field: the property and its failed rules, each rule with its message (docs/rules/errors.md). */
export const fieldError = z.object({
  property: z.string(),
  constraints: z.record(z.string(), z.string()),
});

/** Every error the server sends has this shape (docs/rules/errors.md). */
export const apiErrorBody = z.object({
  message: z.string(),
  statusCode: z.int(),
  errors: z.optional(z.array(fieldError)),
});

export type FieldError = z.infer<typeof fieldError>;
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
