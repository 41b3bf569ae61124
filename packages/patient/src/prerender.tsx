import common from '@rehab/locales/sv/common.json';
import patientApp from '@rehab/locales/sv/patientApp.json';
import patientAuth from '@rehab/locales/sv/patientAuth.json';
import { drawPage } from '@rehab/web/drawPage';
import { AppProviders, base } from './app/App';
import { appRoutes } from './app/routes';

/** The sign-in screen as a first visit sees it, drawn at build time (@rehab/build-tools, prerenderSignIn.ts). */
export function render(): Promise<string> {
  return drawPage({
    routes: appRoutes,
    path: `${base}sign-in`,
    basename: base,
    texts: { common, patientApp, patientAuth },
    defaultNS: 'patientApp',
    Providers: AppProviders,
  });
}
