import type { Rolldown } from 'vite';

/**
 * Fewer, larger chunks for a first visit, whose every request costs a round trip on a slow phone network:
 * - everything the entry imports statically is one file beside it, instead of a dozen shared chunks;
 * - the calls' layer (the contract's schemas, zod, the fetcher), which sign-in and nearly every screen need, is one;
 * - the sign-in forms and what they draw with (fields, react-hook-form) are a few files grouped by the screens
 *   that share them, small groups merged with their nearest neighbour: sign-in fetches a handful of scripts
 *   instead of twenty or more, and the signed-in screens do not fetch the sign-in forms.
 * - the signed-in frame with everything it needs, which every signed-in screen loads, is one (in the patient app with
 *   its home, today), and so are the icons.
 * The other route modules stay chunks of their own, loaded as their routes are visited.
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
    // The signed-in frame (the portal's AppShell, the patient app's AppLayout) with everything it imports that the
    // entry does not: every signed-in screen loads it, so nothing in it is fetched for naught,
    // and the screens' shared components come with it in one file instead of some forty of one or two kB each.
    // The patient app's today is in it too: it is the app's home, which nearly every visit opens first, and its code
    // came as some twenty files of its own, a round trip for each six on a slow network. A first visit to another
    // screen fetches today's code for naught (11 kB gzip), which the next opening of the app needs anyway.
    { name: 'frame', test: /src[\\/]app[\\/](AppShell|AppLayout)\.tsx$|features[\\/]today[\\/]routes[\\/]TodayRoute\.tsx$/ },
    // Each icon is a module of its own (a few hundred bytes): all of them together are one small file.
    { name: 'icons', test: /packages[\\/]ui[\\/]src[\\/]Icon[\\/]/ },
  ],
};
