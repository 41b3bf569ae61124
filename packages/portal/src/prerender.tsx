import auth from '@rehab/locales/sv/auth.json';
import common from '@rehab/locales/sv/common.json';
import { PortalProviders } from './app/Portal';
import { appRoutes } from './app/routes';
import { drawPage } from '@rehab/web/drawPage';

/** The sign-in screen as a first visit sees it, drawn at build time (prerenderSignIn.ts). */
export function render(): Promise<string> {
  return drawPage({ routes: appRoutes, path: '/sign-in', texts: { common, auth }, defaultNS: 'common', Providers: PortalProviders });
}
