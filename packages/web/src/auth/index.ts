/** The sign-in screens both apps show, one component each; each app passes its texts' namespace and its calls. */
export type { AuthTexts } from './authTexts';
export { BankIdButton } from './BankIdButton';
export { CodeSignInForm } from './CodeSignInForm';
export { EmailStep } from './EmailStep';
export { FormMessage } from './FormMessage';
export { PasswordSignInForm } from './PasswordSignInForm';
export type { SignInCalls } from './signInCalls';
export { SignInFormFooter } from './SignInFormFooter';
