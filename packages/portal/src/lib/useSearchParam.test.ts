import { describe, expect, it } from 'vitest';
import { maxSearchLength, paramsWithSearch, searchFromParams } from './useSearchParam';

describe("a list's search in the address", () => {
  it('reads the search, cut to what the server takes', () => {
    expect(searchFromParams(new URLSearchParams())).toBe('');
    expect(searchFromParams(new URLSearchParams({ search: 'åsa' }))).toBe('åsa');
    expect(searchFromParams(new URLSearchParams({ search: 'x'.repeat(300) }))).toHaveLength(maxSearchLength);
  });

  it('sets or removes the search and keeps the other parameters', () => {
    const params = new URLSearchParams({ status: 'active', search: 'old' });
    expect(paramsWithSearch(params, 'ny').toString()).toBe('status=active&search=ny');
    expect(paramsWithSearch(params, '').toString()).toBe('status=active');
    // The parameters it was given are left as they were.
    expect(params.get('search')).toBe('old');
  });
});
