import Bowser from 'bowser';
import type { SignedInSession } from '@rehab/contract';

/** What a stored User-Agent says about the device, as names for a sentence; bowser keeps up with new browsers. */
export function deviceOf(userAgent: string | null): Pick<SignedInSession, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: 'other' };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  return {
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
    device: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other',
  };
}
