import i18next, { type Resource } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';

/**
 * A page's markup as a first visit sees it, inside the app's own providers, so the browser can hydrate it (main.tsx):
 * sign-in drawn at build time for a Swedish reader who is signed out (each app's src/prerender.tsx), and the
 * patient app's today drawn by the server with the patient's week (packages/patient/src/drawToday.tsx).
 */
export async function drawPage({
  routes,
  path,
  basename,
  language = 'sv',
  texts,
  defaultNS,
  Providers,
  signal,
}: {
  routes: RouteObject[];
  path: string;
  basename?: string;
  language?: string;
  /** The texts, in `language`, of the namespaces the page shows. */
  texts: Resource[string];
  defaultNS: string;
  /** The app's providers, given what the page shows (the data of its calls). */
  Providers: (props: { children: ReactNode }) => ReactNode;
  /** Gives up drawing (a server does not wait on a page for ever). */
  signal?: AbortSignal;
}): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: { [language]: texts }, defaultNS, fallbackLng: false, interpolation: { escapeValue: false } });
  const { query, dataRoutes } = createStaticHandler(withoutLoaders(routes), { basename });
  const context = await query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} when drawn`);
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Providers>
          {/* No inline script: the page's Content-Security-Policy allows none, and the page has no loader data. */}
          <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
        </Providers>
      </I18nextProvider>
    </StrictMode>,
    // In one piece: React would send a large part (a week of tasks) after the rest, to be put in place by an
    // inline script, which the page's policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
  );
  return new Response(prelude).text();
}

/**
 * The routes without their loaders, which read the browser's session and start its calls: a page is drawn for a
 * reader whose session the caller has checked, with the data it was given.
 */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, loader: undefined, ...(route.children && { children: withoutLoaders(route.children) }) }) as RouteObject);
}
