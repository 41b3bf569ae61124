import { ruleOfMessage, validationMessages, validationRule, type ApiErrorBody, type FieldError, type RuleParams, type ValidationRule } from '@rehab/contract';
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

/** The checks whose failure a reader is told by another rule's words. */
const shownAs: Record<string, ValidationRule> = { whitelist: 'invalid', type: 'invalid', unique: 'taken' };

/**
 * One refused property: its failed check and English message, and the rule (docs/rules/validation.md) it is
 * shown by, which is the check's own name where that is a rule. A refusal of no rule (a domain one, as
 * `licenses` or `expired`) has none: the clients act on its check.
 */
export function fieldError(property: string, check: string, message: string, params?: RuleParams, rule?: ValidationRule): FieldError {
  const shown = rule ?? shownAs[check] ?? validationRule.options.find((each) => each === check);
  return { property, constraints: { [check]: message }, ...(shown && { rule: shown, ...(params && { params }) }) };
}

/** 409: the value is someone else's already (an email, a personal number, a company code). */
export const conflict = (property: string, message = validationMessages.taken(property)) =>
  new HttpError(409, message, [fieldError(property, 'unique', message)]);
export const badField = (property: string, rule = 'invalid', message = validationMessages.invalid(property)) =>
  new HttpError(400, message, [fieldError(property, rule, message)]);
/** 400: the email and password do not sign anyone in; which of the two is wrong is not told. */
export const badCredentials = () => new HttpError(400, validationMessages.credentials(), [fieldError('password', 'invalid', validationMessages.credentials(), undefined, 'credentials')]);

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

type Refusal = { check: string; message: string; rule: ValidationRule; params?: RuleParams };
const refusal = (check: string, message: string, rule: ValidationRule = check as ValidationRule, params?: RuleParams): Refusal => ({ check, message, rule, ...(params && { params }) });

/** One zod issue as its check's name, its generic English message, and the rule and parameters it is shown by. */
function refusalOf(issue: z.core.$ZodIssue, property: string, input: unknown): Refusal {
  const required = refusal('required', validationMessages.required(property));
  const invalid = refusal('invalid', validationMessages.invalid(property));
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? required : invalid;
    case 'too_small':
    case 'too_big': {
      if (issue.origin !== 'string') return invalid;
      const length = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      if (issue.exact) return refusal('length', validationMessages.length(length), 'length', { length });
      if (issue.code === 'too_big') return refusal('maxLength', validationMessages.maxLength(length), 'maxLength', { length });
      return length === 1 && valueAt(input, issue.path) === '' ? required : refusal('minLength', validationMessages.minLength(length), 'minLength', { length });
    }
    case 'invalid_format': {
      if (issue.format !== 'regex') return invalid;
      // A pattern of the contract that names its rule by its message; any other is told as its pattern.
      const own = ruleOfMessage(issue.message);
      if (own) return refusal('pattern', issue.message, own);
      const pattern = issue.pattern ?? '';
      return refusal('pattern', validationMessages.pattern(pattern), 'pattern', { pattern });
    }
    case 'unrecognized_keys':
      return refusal('whitelist', validationMessages.invalid(property), 'invalid');
    case 'custom':
      // The contract's own refinements that a reader can act on carry their rule's message.
      return ruleOfMessage(issue.message) === 'characters' ? refusal('characters', issue.message) : invalid;
    default:
      return invalid;
  }
}

/**
 * Zod issues as docs/rules/errors.md's `errors`: one entry per property, in order, each with its checks, shown by
 * the rule of its first.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown, whole = 'body'): FieldError[] {
  const byProperty = new Map<string, { constraints: Record<string, string>; shown: Refusal; required?: Refusal }>();
  for (const issue of issues) {
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const property = path.map(String).join('.') || whole;
      const found = refusalOf(issue, property, input);
      const entry = byProperty.get(property) ?? { constraints: {}, shown: found };
      entry.constraints[found.check] ??= found.message;
      if (found.check === 'required') entry.required ??= found;
      byProperty.set(property, entry);
    }
  }
  // An empty or missing value is only "required"; its other rules say nothing more.
  return [...byProperty].map(([property, { constraints, shown, required }]) => {
    const { check, message, rule, params } = required ?? shown;
    return required ? fieldError(property, check, message, params, rule) : { ...fieldError(property, check, message, params, rule), constraints };
  });
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
