import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { TextsHandle } from '@rehab/web/firstScreenTexts';

/**
 * What a route says of itself: what it is called in the top bar and the browser tab (`titleKey`, in the navigation
 * namespace), and what a first visit fetches with it (`TextsHandle`).
 */
export type RouteHandle = TextsHandle & { titleKey?: string };

/** The title key of the deepest route that names one. */
export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  return [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.titleKey).find(Boolean);
}

/** Names the browser tab after the screen, in the reader's language: "Patienter – Rehabportalen". */
export function DocumentTitle() {
  // Not suspending: the first screen does not wait for the texts of a tab's name.
  const { t, i18n, ready } = useTranslation(['navigation', 'common'], { useSuspense: false });
  const titleKey = useRouteTitleKey();
  useEffect(() => {
    if (!ready) return;
    const product = t('productName', { ns: 'common' });
    document.title = titleKey ? `${t(titleKey)} – ${product}` : product;
  }, [titleKey, t, ready, i18n.language]);
  return null;
}
