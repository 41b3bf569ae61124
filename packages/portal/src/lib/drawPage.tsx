import i18next, { type Resource } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';

/**
 * A page's markup, drawn at build time (prerenderSignIn.ts) as a first visit sees it: in Swedish, signed out, inside
 * the app's own providers, so the browser can hydrate it (main.tsx). Used by each app's src/prerender.tsx, which is
 * not part of the app's bundle.
 */
export async function drawPage({
  routes,
  path,
  basename,
  texts,
  defaultNS,
  Providers,
}: {
  routes: RouteObject[];
  path: string;
  basename?: string;
  /** The Swedish texts of the namespaces the page shows. */
  texts: Resource[string];
  defaultNS: string;
  Providers: (props: { children: ReactNode }) => ReactNode;
}): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'sv', resources: { sv: texts }, defaultNS, fallbackLng: false, interpolation: { escapeValue: false } });
  const { query, dataRoutes } = createStaticHandler(routes, { basename });
  const context = await query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} at build time`);
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Providers>
          {/* No inline script: the page's Content-Security-Policy allows none, and the page has no loader data. */}
          <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
        </Providers>
      </I18nextProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
