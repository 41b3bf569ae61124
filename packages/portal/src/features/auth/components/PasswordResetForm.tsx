import { zodResolver } from '@hookform/resolvers/zod';
import { digitsField, newPasswordField } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { EmailStep, SignInFormFooter } from '@rehab/web/auth';
import { FormCodeField, FormPasswordField } from '@rehab/web/formFields';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { requestPasswordCode, resetPassword } from '../api/auth';

/** A forgotten password: a code mailed to the address, then the code and a new password, twice. */
export function PasswordResetForm({ defaultEmail, onReset }: { defaultEmail: string; onReset: (email: string) => void }) {
  const [email, setEmail] = useState<string>();
  const { t } = useTranslation('auth');
  if (!email)
    return (
      <EmailStep
        namespace="auth"
        description={t('reset.emailIntro')}
        defaultEmail={defaultEmail}
        request={requestPasswordCode}
        onSent={setEmail}
      />
    );
  return <NewPasswordStep email={email} onReset={() => onReset(email)} onBack={() => setEmail(undefined)} />;
}

type NewPasswordValues = { code: string; password: string; repeatPassword: string };

function NewPasswordStep({ email, onReset, onBack }: { email: string; onReset: () => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const schema = useMemo(
    () =>
      z
        .object({ code: digitsField(6), password: newPasswordField, repeatPassword: z.string() })
        .check(
          z.refine((values) => values.password === values.repeatPassword, {
            message: t('reset.mismatch'),
            path: ['repeatPassword'],
          }),
        ),
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
        <FormCodeField
          control={control}
          name="code"
          align="center"
          label={t('code')}
          description={t('codeSent', { email })}
          getCellLabel={(position, length) => t('codeDigit', { position, length })}
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
        <FormPasswordField
          control={control}
          name="repeatPassword"
          label={t('reset.repeatPassword')}
          autoComplete="new-password"
          isRequired
          {...visibility}
        />
        <SignInFormFooter
          error={formError}
          isSubmitting={formState.isSubmitting}
          label={t('reset.save')}
          loadingLabel={t('reset.saving')}
        />
        <Box display="flex" justifyContent="center">
          <Button variant="text" onPress={onBack}>
            {t('changeEmail')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}
