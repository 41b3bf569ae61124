import { validationMessages } from '@rehab/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badField } from '../errors';

/**
 * The passwords people choose most, as leaked in breaches: the 49,000 of zxcvbn-ts's common list
 * (@zxcvbn-ts/language-common, MIT, drawn from published breach corpora), shipped with the server so that
 * no password ever leaves it for a look-up. Compared without case, as a guesser's list is tried.
 */
const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((each) => String(each).toLowerCase()));

export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase());

/** A new password (join, reset, change) that is on the list is refused on `property` with the rule `commonPassword`. */
export function refuseCommonPassword(password: string, property = 'password') {
  if (isCommonPassword(password)) throw badField(property, 'commonPassword', validationMessages.commonPassword(property));
}
