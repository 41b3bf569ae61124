import type { FieldError } from '@rehab/contract';

/** SPEC section 8: the request failed before a usable answer arrived. */
export type RequestFailure = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/** The one error type of every call the portal makes. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | RequestFailure,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
