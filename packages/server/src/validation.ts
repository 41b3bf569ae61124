import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type core } from 'zod/mini';
import { RequestValidationError } from './errors';

/** Validates params, query and body with the contract's zod schema, keeping zod's issues for the error handler. */
export const validatorCompiler: FastifySchemaCompiler<core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues, data) };
  };
