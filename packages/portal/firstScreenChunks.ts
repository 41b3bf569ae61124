import type { Rolldown } from 'vite';

/**
 * Fewer, larger chunks for a first visit, whose every request costs a round trip on a slow phone network:
 * - everything the entry imports statically is one file beside it, instead of a dozen shared chunks;
 * - the calls' layer (the contract's schemas, zod, the fetcher), which sign-in and nearly every screen need, is one;
 * - the sign-in forms and what they draw with (fields, react-hook-form) are a few files grouped by the screens
 *   that share them, small groups merged with their nearest neighbour: sign-in fetches a handful of scripts
 *   instead of twenty or more, and the signed-in screens do not fetch the sign-in forms.
 * The route modules themselves stay chunks of their own, loaded as their routes are visited.
 */
export const firstScreenChunks: NonNullable<Rolldown.OutputOptions['codeSplitting']> = {
  groups: [
    { name: 'app', tags: ['$initial'], priority: 2 },
    { name: 'calls', test: /packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]fetcher\.ts$/, priority: 1 },
    {
      name: 'sign-in',
      test: /src[\\/]features[\\/]auth[\\/]components[\\/]/,
      entriesAware: true,
      entriesAwareMergeThreshold: 50_000,
    },
  ],
};
