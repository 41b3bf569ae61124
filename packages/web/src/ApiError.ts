import type { FieldError } from '@rehab/contract';

/** docs/rules/errors.md: the request failed before a usable answer arrived. */
export type RequestFailure = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/** The one error type of every call the portal makes. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | RequestFailure,
    readonly errors: FieldError[] = [],
    /** The whole error answer, for the few calls whose refusal carries more (a stale save's newer text). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
