import { zodResolver } from '@hookform/resolvers/zod';
import { patientPasswordResetBody } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { EmailStep, SignInFormFooter } from '@rehab/web/auth';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { requestPasswordCode, resetPassword } from '../api/auth';
import { MailedCodeField } from './MailedCodeField';
import { NewPasswordField } from './NewPasswordField';

const newPasswordStep = z.pick(patientPasswordResetBody, { code: true, password: true });
type NewPasswordStep = z.infer<typeof newPasswordStep>;

/** A forgotten password: a code mailed to the address, then a new password, which signs the patient in. */
export function PasswordResetForm({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('patientAuth');
  const [email, setEmail] = useState<string>();
  if (!email)
    return <EmailStep namespace="patientAuth" description={t('resetIntro')} request={requestPasswordCode} onSent={setEmail} />;
  return <NewPasswordForm email={email} onReset={onReset} onBack={() => setEmail(undefined)} />;
}

function NewPasswordForm({ email, onReset, onBack }: { email: string; onReset: () => void; onBack: () => void }) {
  const { t } = useTranslation('patientAuth');
  const { control, handleSubmit, setError, formState } = useForm<NewPasswordStep>({
    resolver: zodResolver(newPasswordStep),
    defaultValues: { code: '', password: '' },
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['code', 'password'], async (values) => {
    await resetPassword({ email, ...values });
    onReset();
  });
  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg">
        <MailedCodeField control={control} name="code" description={t('codeSent', { email })} />
        <NewPasswordField control={control} name="password" />
        <SignInFormFooter
          error={formError}
          isSubmitting={formState.isSubmitting}
          label={t('savePassword')}
          loadingLabel={t('savingPassword')}
        />
        <Button variant="text" onPress={onBack}>
          {t('changeEmail')}
        </Button>
      </Box>
    </form>
  );
}
