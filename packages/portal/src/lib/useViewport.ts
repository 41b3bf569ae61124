import { breakpoint } from '@rehab/tokens';
import { useSyncExternalStore } from 'react';

export type Viewport = 'phone' | 'tablet' | 'desktop';

const tablet = `(min-width: ${breakpoint.tablet}px)`;
const desktop = `(min-width: ${breakpoint.desktop}px)`;

function current(): Viewport {
  if (window.matchMedia(desktop).matches) return 'desktop';
  return window.matchMedia(tablet).matches ? 'tablet' : 'phone';
}

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(tablet), window.matchMedia(desktop)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** The layout the window's width calls for (the tokens' breakpoints), following it as the window is resized or turned. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, current);
}
