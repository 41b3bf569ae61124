import { ApiError } from '../../lib/ApiError';

/** SPEC section 8: a chat that fails to load shows what the server said, else "Something went wrong" (`fallback`). */
export function chatErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
