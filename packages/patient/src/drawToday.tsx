import type { PatientWeekResponse } from '@rehab/contract';
import commonEn from '@rehab/locales/en/common.json';
import patientAppEn from '@rehab/locales/en/patientApp.json';
import patientTodayEn from '@rehab/locales/en/patientToday.json';
import common from '@rehab/locales/sv/common.json';
import patientApp from '@rehab/locales/sv/patientApp.json';
import patientToday from '@rehab/locales/sv/patientToday.json';
import { setReaderDateLanguage } from '@rehab/contract/dates';
import { drawPage } from '@rehab/web/drawPage';
import { drawnForAttribute } from '@rehab/web/prerenderedPage';
import { AppProviders, base } from './app/App';
import { appRoutes } from './app/routes';
import { weekKey } from './features/today/api/keys';
import { weekOffsetOf } from './features/today/useWeekOffset';
import { drawnCallsBlock } from './lib/drawnCalls';
import { isLanguage, type Language } from './lib/language';

export { tokenCookie } from './lib/browserKeys';

const texts = {
  sv: { common, patientApp, patientToday },
  en: { common: commonEn, patientApp: patientAppEn, patientToday: patientTodayEn },
};

/** The weeks today shows, by their offset from this one: this week, and the one the address asks for below it. */
export function weekOffsets(search: string): number[] {
  return [...new Set([0, weekOffsetOf(new URLSearchParams(search))])];
}

const drawingLimitMs = 2000;

/** Where today.html, written by the build for the server (@rehab/build-tools, prerenderSignIn.ts), takes the screen. */
const emptyRoot = `<div id="root" ${drawnForAttribute}="signed-in"></div>`;

/**
 * Today as a signed-in patient opens the app, drawn by the server (its modules/patient-app/drawn-today.ts) into `page`
 * (today.html) with the weeks it read for them, so their tasks show before the app's script has run. The weeks go
 * with it as the answers of the screen's calls (`drawnCalls`), so React takes the markup over with them.
 */
export async function render({
  page,
  search,
  language,
  weeks,
}: {
  page: string;
  search: string;
  language: string;
  weeks: Record<number, PatientWeekResponse>;
}): Promise<string> {
  if (!page.includes(emptyRoot)) throw new Error(`The page has no ${emptyRoot}`);
  const lng: Language = isLanguage(language) ? language : 'sv';
  const shown = weekOffsets(search).at(-1);
  const calls = Object.fromEntries(Object.entries(weeks).map(([offset, week]) => [weekKey(Number(offset)), week]));
  // The dates read in the patient's language, as the app's own script will draw them (decision 0023).
  setReaderDateLanguage(lng);
  const markup = await drawPage({
    routes: appRoutes,
    path: `${base}${shown ? `?week=${shown}` : ''}`,
    basename: base,
    language: lng,
    texts: texts[lng],
    defaultNS: 'patientApp',
    Providers: ({ children }) => <AppProviders calls={calls}>{children}</AppProviders>,
    // Drawn in some 20 ms; should anything on it wait, the server sends index.html instead.
    signal: AbortSignal.timeout(drawingLimitMs),
  });
  return page
    .replace(/<html lang="[a-z]+"/, `<html lang="${lng}"`)
    .replace(emptyRoot, `${emptyRoot.replace('></div>', `>${markup}</div>`)}${drawnCallsBlock(calls)}`);
}
