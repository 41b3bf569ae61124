import { patternMessages, validationMessages, type ApiErrorBody, type FieldError } from '@rehab/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';

/** A typed error thrown inside the server; the handler below turns it into docs/rules/errors.md's shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** More of the answer beside the error shape, for a client to act on (a stale save's newer text). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
/** 409: the value is someone else's already (an email, a personal number, a company code). */
export const conflict = (property: string, message = `${property} is already in use`) =>
  new HttpError(409, message, [{ property, constraints: { unique: message } }]);
export const badField = (property: string, rule = 'invalid', message = validationMessages.invalid(property)) =>
  new HttpError(400, message, [{ property, constraints: { [rule]: message } }]);

/** Zod's issues, carried from the validator to the handler with the data they were found in. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  /** Set by Fastify: body, querystring, params or headers. */
  validationContext?: string;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly input: unknown,
  ) {
    super('Bad Request');
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One zod issue as docs/rules/validation.md's rule name and generic message. */
function constraintOf(issue: z.core.$ZodIssue, property: string, input: unknown): [string, string] {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined
        ? ['required', validationMessages.required(property)]
        : ['invalid', validationMessages.invalid(property)];
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return ['length', validationMessages.length(Number(issue.minimum))];
        return Number(issue.minimum) === 1 && valueAt(input, issue.path) === ''
          ? ['required', validationMessages.required(property)]
          : ['minLength', validationMessages.minLength(Number(issue.minimum))];
      }
      return ['invalid', validationMessages.invalid(property)];
    case 'too_big':
      if (issue.origin === 'string') {
        if (issue.exact) return ['length', validationMessages.length(Number(issue.maximum))];
        return ['maxLength', validationMessages.maxLength(Number(issue.maximum))];
      }
      return ['invalid', validationMessages.invalid(property)];
    case 'invalid_format':
      if (issue.format === 'regex') {
        return patternMessages.includes(issue.message)
          ? ['pattern', issue.message]
          : ['pattern', validationMessages.pattern(issue.pattern ?? '')];
      }
      return ['invalid', validationMessages.invalid(property)];
    case 'unrecognized_keys':
      return ['whitelist', validationMessages.invalid(property)];
    case 'custom':
      // The contract's own refinements that a reader can act on carry their rule's message.
      if (issue.message === validationMessages.characters()) return ['characters', issue.message];
      return ['invalid', validationMessages.invalid(property)];
    default:
      return ['invalid', validationMessages.invalid(property)];
  }
}

/** Zod issues as docs/rules/errors.md's `errors`: one entry per property, in order, each with its rules. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown, whole = 'body'): FieldError[] {
  const byProperty = new Map<string, Record<string, string>>();
  for (const issue of issues) {
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const property = path.map(String).join('.') || whole;
      const [rule, message] = constraintOf(issue, property, input);
      const constraints = byProperty.get(property) ?? {};
      constraints[rule] ??= message;
      byProperty.set(property, constraints);
    }
  }
  // An empty or missing value is only "required"; its other rules say nothing more.
  return [...byProperty].map(([property, constraints]) => ({
    property,
    constraints: constraints.required ? { required: constraints.required } : constraints,
  }));
}

/** Which request property each unique index guards, so a conflict the checks did not foresee (a race) is still a 409. */
const uniqueProperties: Record<string, string> = {
  users_email_key: 'email',
  physio_profiles_bank_id_key: 'bankId',
  patients_personal_number_key: 'personalNumber',
  patient_invitations_personal_number_key: 'personalNumber',
  organizations_code_unique: 'code',
  organizations_org_number_key: 'hash',
  second_factors_credential_key: 'credential',
};

/** The unique index a database error (PostgreSQL's 23505, possibly wrapped by Drizzle) was refused by. */
function uniqueViolation(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Turns every thrown error into the error shape of docs/rules/errors.md, once, for every route. */
export function errorHandler(error: FastifyError | HttpError | RequestValidationError, request: FastifyRequest, reply: FastifyReply) {
  const violated = uniqueViolation(error);
  if (violated !== undefined) error = conflict(uniqueProperties[violated] ?? 'body');
  if (error instanceof RequestValidationError) {
    const errors = fieldErrors(error.issues, error.input, error.validationContext);
    const first = errors[0] ? Object.values(errors[0].constraints)[0] : undefined;
    const body: ApiErrorBody = { message: first ?? 'Bad Request', statusCode: 400, errors };
    return reply.code(400).send(body);
  }
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { ...error.details, message: error.message, statusCode: error.statusCode, ...(error.errors && { errors: error.errors }) };
    return reply.code(error.statusCode).send(body);
  }
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500) request.log.error(error);
  const body: ApiErrorBody = {
    message: statusCode >= 500 ? 'Internal Server Error' : error.message,
    statusCode,
  };
  return reply.code(statusCode).send(body);
}
