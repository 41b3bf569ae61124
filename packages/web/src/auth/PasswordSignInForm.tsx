import { zodResolver } from '@hookform/resolvers/zod';
import { signInBody, type SignInBody } from '@rehab/contract';
import { Box } from '@rehab/ui';
import { useLayoutEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField, FormTextField } from '../formFields';
import { useTypedBeforeHydration } from '../hydration';
import { useServerSubmit } from '../serverErrors';
import type { AuthTexts } from './authTexts';
import type { SignInCalls } from './signInCalls';
import { SignInFormFooter } from './SignInFormFooter';

/** Sign-in by email and password, in either app. */
export function PasswordSignInForm<Signed>({
  namespace,
  signIn,
  defaultEmail = '',
  onEmailChange,
  onSignedIn,
}: {
  namespace: AuthTexts;
  signIn: SignInCalls<Signed>['signInWithPassword'];
  /** The address typed before, in the code form or on the way back from a new password. */
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
  onSignedIn: (signed: Signed) => void;
}) {
  const { t } = useTranslation(namespace);
  const { control, handleSubmit, setError, formState, getValues, setValue } = useForm<SignInBody>({
    resolver: zodResolver(signInBody),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { getValues, setValue });
  // The address goes to the other forms as typed; read after every commit, so one typed before the page was taken
  // over is passed on before a press held until then is done. Read from the field: in the first commit the form
  // answers getValues with its defaults (react-hook-form counts itself mounted only after its effects).
  const email = useWatch({ control, name: 'email' });
  useLayoutEffect(() => {
    const field = form.current?.elements.namedItem('email');
    onEmailChange?.(field instanceof HTMLInputElement ? field.value : email);
  }, [email, onEmailChange]);

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['email', 'password'], async (values) => {
    onSignedIn(await signIn(values));
  });

  return (
    // POST: were the form ever sent without the app, the password would not be in the address.
    <form ref={form} method="post" noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg" width="full">
        <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="username" isRequired />
        <FormPasswordField
          control={control}
          name="password"
          label={t('password')}
          autoComplete="current-password"
          showPasswordLabel={t('showPassword')}
          hidePasswordLabel={t('hidePassword')}
          isRequired
        />
        <SignInFormFooter
          error={formError}
          isSubmitting={formState.isSubmitting}
          label={t('signIn')}
          loadingLabel={t('signingIn')}
        />
      </Box>
    </form>
  );
}
