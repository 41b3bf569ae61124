import { zodResolver } from '@hookform/resolvers/zod';
import { digitsField, newPasswordField, staffPasswordCodeBody, type StaffPasswordCodeBody } from '@rehab/contract';
import { Box, Button, OneTimeCodeInput } from '@rehab/ui';
import { FormPasswordField, FormTextField } from '@rehab/web/formFields';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { requestPasswordCode, resetPassword } from '../api/auth';
import { SignInFormFooter } from './SignInFormFooter';

/** A forgotten password: a code mailed to the address, then the code and a new password, twice. */
export function PasswordResetForm({ defaultEmail, onReset }: { defaultEmail: string; onReset: (email: string) => void }) {
  const [email, setEmail] = useState<string>();
  if (!email) return <ResetEmailStep defaultEmail={defaultEmail} onSent={setEmail} />;
  return <NewPasswordStep email={email} onReset={() => onReset(email)} onBack={() => setEmail(undefined)} />;
}

function ResetEmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, formState } = useForm<StaffPasswordCodeBody>({
    resolver: zodResolver(staffPasswordCodeBody),
    defaultValues: { email: defaultEmail },
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['email'], async (values) => {
    await requestPasswordCode(values);
    onSent(values.email);
  });
  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg" width="full">
        <FormTextField
          control={control}
          name="email"
          label={t('email')}
          description={t('reset.emailIntro')}
          type="email"
          autoComplete="username"
          isRequired
        />
        <SignInFormFooter error={formError} isSubmitting={formState.isSubmitting} label={t('sendCode')} loadingLabel={t('sendingCode')} />
      </Box>
    </form>
  );
}

type NewPasswordValues = { code: string; password: string; repeatPassword: string };

function NewPasswordStep({ email, onReset, onBack }: { email: string; onReset: () => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const schema = useMemo(
    () =>
      z
        .object({ code: digitsField(6), password: newPasswordField, repeatPassword: z.string() })
        .check(z.refine((values) => values.password === values.repeatPassword, { message: t('reset.mismatch'), path: ['repeatPassword'] })),
    [t],
  );
  const { control, handleSubmit, setError, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', password: '', repeatPassword: '' },
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['code', 'password'], async (values) => {
    await resetPassword({ email, code: values.code, password: values.password });
    onReset();
  });
  const visibility = { showPasswordLabel: t('showPassword'), hidePasswordLabel: t('hidePassword') };
  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg" width="full">
        <Controller
          control={control}
          name="code"
          render={({ field, fieldState }) => (
            <OneTimeCodeInput
              align="center"
              label={t('code')}
              description={t('codeSent', { email })}
              getCellLabel={(position, length) => t('codeDigit', { position, length })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('reset.newPassword')}
          description={t('reset.hint')}
          autoComplete="new-password"
          isRequired
          {...visibility}
        />
        <FormPasswordField control={control} name="repeatPassword" label={t('reset.repeatPassword')} autoComplete="new-password" isRequired {...visibility} />
        <SignInFormFooter error={formError} isSubmitting={formState.isSubmitting} label={t('reset.save')} loadingLabel={t('reset.saving')} />
        <Box display="flex" justifyContent="center">
          <Button variant="text" onPress={onBack}>
            {t('changeEmail')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}
