import auth from '../../../locales/sv/auth.json';
import common from '../../../locales/sv/common.json';
import { PortalProviders } from './app/Portal';
import { appRoutes } from './app/routes';
import { drawPage } from './lib/drawPage';

/** The sign-in screen as a first visit sees it, drawn at build time (prerenderSignIn.ts). */
export function render(): Promise<string> {
  return drawPage({ routes: appRoutes, path: '/sign-in', texts: { common, auth }, defaultNS: 'common', Providers: PortalProviders });
}
