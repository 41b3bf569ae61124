import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import auth from '../../../locales/sv/auth.json';
import common from '../../../locales/sv/common.json';
import { PortalProviders } from './app/Portal';
import { appRoutes } from './app/routes';

/**
 * The sign-in screen's markup, drawn at build time (prerenderPage.ts) as a first visit sees it: in Swedish, signed
 * out, inside the app's own providers, so the browser can hydrate it (main.tsx). Not part of the app's bundle.
 */
export async function render(): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'sv',
    resources: { sv: { common, auth } },
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  const { query, dataRoutes } = createStaticHandler(appRoutes);
  const context = await query(new Request('http://localhost/sign-in'));
  if (context instanceof Response) throw new Error(`/sign-in answered ${context.status} at build time`);
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PortalProviders>
          {/* No inline script: the page's Content-Security-Policy allows none, and sign-in has no loader data. */}
          <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
        </PortalProviders>
      </I18nextProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
