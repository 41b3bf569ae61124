import { largeText } from '@rehab/tokens';
import { largeTextKey } from './browserKeys';

/** Whether the patient asked for larger text on this device. */
export function storedLargeText(): boolean {
  try {
    return window.localStorage.getItem(largeTextKey) === '1';
  } catch {
    return false;
  }
}

/** Every text of the app a step larger, or back: the tokens' sizes on the document's root, so overlays follow. */
export function showLargeText(on: boolean) {
  document.documentElement.classList.toggle(largeText, on);
}

/** Kept on this device (a phone read by one person), and shown at once. */
export function storeLargeText(on: boolean) {
  try {
    if (on) window.localStorage.setItem(largeTextKey, '1');
    else window.localStorage.removeItem(largeTextKey);
  } catch {
    // A browser that keeps nothing (private mode) still shows it until the app is closed.
  }
  showLargeText(on);
}
