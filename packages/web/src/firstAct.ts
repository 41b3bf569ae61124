/** Sent on the document once React has taken over a page drawn at build time (`useAnnounceHydrated`). */
export const hydratedEvent = 'rehab:hydrated';

/**
 * Marks the part of a drawn sign-in page that offers BankID: drawn hidden, and the build writes the page a second time
 * with it shown, for a server that offers BankID (prerenderSignIn.ts).
 */
export const bankIdOfferAttribute = 'data-bankid-offer';

export type FirstActOptions = {
  /** The app's entry script. */
  entry: string;
  /** Where the app keeps the reader's language (Swedish when it keeps none); the page's is on <html lang>. */
  languageKey: string;
  /** The cookie of a session in this app: whether the reader is signed in, as the page was drawn for. */
  sessionCookie: string;
  /** `hydratedEvent` and `drawnForAttribute`, passed in as the function runs as its own source. */
  hydratedEvent: string;
  drawnForAttribute: string;
};

/**
 * The one script of a drawn page (sign-in drawn at build time, prerenderSignIn.ts; the patient app's today drawn by
 * the server), serialized into a file of its own: the page is plain markup until the reader acts on it, so nothing
 * runs after its first paint where a slow phone would feel it. The reader's first tap, key or focus starts the app (fetching its code then, not before: the
 * browser's handling of prefetched files alone made tasks long enough to count). A press of a button or a sent
 * form before React has taken the page over is held and done once it has, and what was typed stays
 * (`useTypedBeforeHydration`). A reader the page was not drawn for (another language, signed in or out) gets the app
 * at once, as React draws their page anew. Self-contained: it runs as its own source, without imports.
 */
export function startOnFirstAct(options: FirstActOptions): void {
  const { entry, languageKey, sessionCookie, hydratedEvent, drawnForAttribute } = options;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ entry);
  };

  let hydrated = false;
  let pending: (() => void) | undefined;
  // The button a press is held on: it looks pressed and busy until React has the page and does the press, so the
  // reader sees at once that the tap was taken (the buttons' styles read `data-pressed` and `data-pending`, as
  // react-aria sets them once it runs).
  let busy: Element | null = null;
  const showPressed = (button: Element | null) => {
    if (hydrated || !button || button.hasAttribute('data-pressed')) return;
    button.setAttribute('data-pressed', 'true');
  };
  const unpress = (button: Element | null) => {
    if (button && button !== busy) button.removeAttribute('data-pressed');
  };
  const showBusy = (button: Element | null) => {
    if (!button) return;
    busy = button;
    showPressed(button);
    button.setAttribute('data-pending', 'true');
    button.setAttribute('aria-busy', 'true');
  };
  // Before React listens, a sent form would go to the server as a plain request, the password in it.
  const hold = (event: Event) => {
    if (hydrated) return;
    const target = event.target;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      pending = () => target.requestSubmit();
      showBusy((event as SubmitEvent).submitter ?? target.querySelector('button[type="submit"]'));
    } else {
      const button = target instanceof Element ? target.closest<HTMLButtonElement>('button[type="button"]') : null;
      if (!button) return;
      pending = () => button.click();
      showBusy(button);
    }
    event.preventDefault();
    event.stopPropagation();
    start();
  };
  addEventListener('submit', hold, true);
  addEventListener('click', hold, true);
  const pressedButton = (event: Event) => (event.target instanceof Element ? event.target.closest('button') : null);
  addEventListener('pointerdown', (event) => showPressed(pressedButton(event)), { capture: true, passive: true });
  // A press that ends off the button (no click) or is cancelled leaves it as it was; a click comes before the task ends.
  for (const type of ['pointerup', 'pointercancel']) {
    addEventListener(type, (event) => {
      const button = pressedButton(event);
      setTimeout(() => unpress(button));
    }, { capture: true, passive: true });
  }
  document.addEventListener(
    hydratedEvent,
    () => {
      hydrated = true;
      // React's state says from here how the button looks.
      busy?.removeAttribute('data-pressed');
      busy?.removeAttribute('data-pending');
      busy?.removeAttribute('aria-busy');
      pending?.();
    },
    { once: true },
  );

  const storedLanguage = (() => {
    try {
      return localStorage.getItem(languageKey);
    } catch {
      return null;
    }
  })();
  // Who the page was drawn for: signed in or out, and in the language of <html lang> (prerenderedPage.ts).
  const signedIn = document.cookie.split('; ').some((cookie) => cookie.startsWith(`${sessionCookie}=`));
  const drawnForSignedIn = document.getElementById('root')?.getAttribute(drawnForAttribute) === 'signed-in';
  if (signedIn !== drawnForSignedIn || (storedLanguage ?? 'sv') !== document.documentElement.lang) {
    start();
    return;
  }
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'])
    addEventListener(type, start, { capture: true, passive: true });
}
