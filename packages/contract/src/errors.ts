import { z } from 'zod/mini';
import { ruleParameters, validationRule } from './validation';

/**
 * One failed field (docs/rules/errors.md): the property; its failed checks, each with an English message for API
 * users; and, when a reader is told it by one of docs/rules/validation.md's rules, that rule's key and parameters.
 */
export const fieldError = z.object({
  property: z.string(),
  constraints: z.record(z.string(), z.string()),
  rule: z.optional(validationRule),
  params: z.optional(ruleParameters),
});

/** Every error the server sends has this shape (docs/rules/errors.md). */
export const apiErrorBody = z.object({
  message: z.string(),
  statusCode: z.int(),
  errors: z.optional(z.array(fieldError)),
});

export type FieldError = z.infer<typeof fieldError>;
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
