import { z } from 'zod/mini';
import { digitsField, emailField } from './validation';

/** POST /users/sign-in */
export const signInBody = z.strictObject({
  email: emailField,
  password: z.string().check(z.minLength(8), z.maxLength(200)),
});

/** POST /users/sign-in, /specialists/verify-otp */
export const accessTokenResponse = z.object({ access_token: z.string() });

/** POST /specialists/request-otp */
export const requestOtpBody = z.strictObject({ email: emailField });
/** The same answer whether or not the email belongs to anyone. */
export const requestOtpResponse = z.object({ message: z.string() });

/** POST /specialists/verify-otp */
export const verifyOtpBody = z.strictObject({ email: emailField, code: digitsField(6) });

/** POST /users/sign-out */
export const signOutResponse = z.object({ message: z.string() });

export type SignInBody = z.infer<typeof signInBody>;
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;
export type RequestOtpBody = z.infer<typeof requestOtpBody>;
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;
