import type { ApiErrorBody } from '@rehab/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Turns every thrown error into the SPEC section 8 shape, once, for every route. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500) request.log.error(error);
  const body: ApiErrorBody = {
    message: statusCode >= 500 ? 'Internal Server Error' : error.message,
    statusCode,
  };
  return reply.code(statusCode).send(body);
}
