import { zodResolver } from '@hookform/resolvers/zod';
import { requestOtpBody, type RequestOtpBody } from '@rehab/contract';
import { Box } from '@rehab/ui';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../formFields';
import { useServerSubmit } from '../serverErrors';
import type { AuthTexts } from './authTexts';
import { SignInFormFooter } from './SignInFormFooter';

/** The first step of every mailed code (signing in, a forgotten password): the address it goes to. */
export function EmailStep({
  namespace,
  description,
  defaultEmail = '',
  onEmailChange,
  request,
  onSent,
}: {
  namespace: AuthTexts;
  /** What the code is for, under the field. */
  description: string;
  /** The address typed before, in another form. */
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
  /** The app's call that mails the code. */
  request: (body: RequestOtpBody) => Promise<unknown>;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation(namespace);
  const { control, handleSubmit, setError, formState } = useForm<RequestOtpBody>({
    resolver: zodResolver(requestOtpBody),
    defaultValues: { email: defaultEmail },
  });
  const email = useWatch({ control, name: 'email' });
  useEffect(() => onEmailChange?.(email), [email, onEmailChange]);

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['email'], async (values) => {
    await request(values);
    onSent(values.email);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg" width="full">
        <FormTextField
          control={control}
          name="email"
          label={t('email')}
          description={description}
          type="email"
          autoComplete="username"
          isRequired
        />
        <SignInFormFooter
          error={formError}
          isSubmitting={formState.isSubmitting}
          label={t('sendCode')}
          loadingLabel={t('sendingCode')}
        />
      </Box>
    </form>
  );
}
