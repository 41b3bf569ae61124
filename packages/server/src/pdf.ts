import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The product's font, from the same package the portal loads it from; embedded, as PDF/UA asks. */
export const poppins = (weight: 400 | 700) =>
  join(dirname(require.resolve('@fontsource/poppins/package.json')), 'files', `poppins-latin-${weight}-normal.woff`);
