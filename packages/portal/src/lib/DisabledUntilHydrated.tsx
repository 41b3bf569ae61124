import { useSyncExternalStore, type ReactNode } from 'react';
import { contents } from './DisabledUntilHydrated.css';

const noChanges = () => () => undefined;

/**
 * The fields and buttons of a page drawn at build time (sign-in), disabled until React has taken the page over:
 * a letter typed or a tap before then would be lost, and Enter would send the form as a plain GET with the password
 * in the address. True on the server and while hydrating, false from the browser's next render on (and at once
 * when the page is drawn in the browser), as react-aria's useIsSSR does.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  return (
    <fieldset disabled={hydrating} className={contents}>
      {children}
    </fieldset>
  );
}
