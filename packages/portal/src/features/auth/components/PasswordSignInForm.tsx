import { zodResolver } from '@hookform/resolvers/zod';
import { signInBody, type SignInBody } from '@rehab/contract';
import { Box, PasswordField, TextField } from '@rehab/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/serverErrors';
import { signInWithPassword } from '../api/auth';
import { FormFooter } from './FormFooter';

export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<SignInBody>({
    resolver: zodResolver(signInBody),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await signInWithPassword(values);
      onSignedIn();
    } catch (error) {
      setFormError(showServerError(error, setError, t, ['email', 'password']));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg" width="full">
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('email')}
              type="email"
              autoComplete="username"
              isRequired
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              {...field}
              label={t('password')}
              showPasswordLabel={t('showPassword')}
              hidePasswordLabel={t('hidePassword')}
              isRequired
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <FormFooter error={formError} isSubmitting={formState.isSubmitting} label={t('submit')} loadingLabel={t('signingIn')} />
      </Box>
    </form>
  );
}
