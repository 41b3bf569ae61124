import { z } from 'zod/mini';

/** One failed field: the property and its failed rules, each rule with its message (SPEC section 8). */
export const fieldError = z.object({
  property: z.string(),
  constraints: z.record(z.string(), z.string()),
});

/** Every error the server sends has this shape (SPEC section 8). */
export const apiErrorBody = z.object({
  message: z.string(),
  statusCode: z.int(),
  errors: z.optional(z.array(fieldError)),
});

export type FieldError = z.infer<typeof fieldError>;
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
