import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors';

/** Validates params, query and body with the contract's zod schema, keeping zod's issues for the error handler. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues, data) };
  };
