import { badField } from './errors';

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Keyset cursors: the last row's sort key, as opaque base64url text. The list that made a cursor names
 * itself in it (`scope`, e.g. the sort and direction), so a cursor from another order is a 400, not a
 * wrong page.
 */
export function encodeCursor(scope: string, key: readonly string[]): string {
  return Buffer.from(JSON.stringify([scope, ...key])).toString('base64url');
}

/** The key in a cursor made by `encodeCursor(scope, …)` with `length` parts, each accepted by `valid`; else 400. */
export function decodeCursor(cursor: string, scope: string, length: number, valid: (part: string, index: number) => boolean): string[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== length + 1 ||
    parts[0] !== scope ||
    !parts.slice(1).every((part, index) => typeof part === 'string' && valid(part, index))
  ) {
    throw badField('cursor');
  }
  return parts.slice(1) as string[];
}
