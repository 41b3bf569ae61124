import type { TFunction } from 'i18next';
import { ApiError } from '@rehab/web/ApiError';
import { errorText } from '@rehab/web/serverErrors';

/** A refused factor in the reader's words: wrong (400), too many tries (429), or what else failed. */
export function factorErrorText(
  t: TFunction,
  error: unknown,
  wrong: 'wrongCode' | 'wrongRecoveryCode' | 'passkeyFailed',
): string {
  if (error instanceof ApiError && error.status === 400) return t(wrong, { ns: 'secondFactor' });
  if (error instanceof ApiError && error.status === 429) return t('tooMany', { ns: 'secondFactor' });
  // The browser's own refusal of a passkey ceremony (cancelled, timed out, no authenticator).
  if (!(error instanceof ApiError) && wrong === 'passkeyFailed') return t(wrong, { ns: 'secondFactor' });
  return errorText(t, error);
}
