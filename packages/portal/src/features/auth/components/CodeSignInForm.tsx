import { zodResolver } from '@hookform/resolvers/zod';
import { requestOtpBody, type RequestOtpBody, type SecondFactorStep } from '@rehab/contract';
import { Box, Button, OneTimeCodeInput } from '@rehab/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@rehab/web/formFields';
import { showServerError, useServerSubmit } from '@rehab/web/serverErrors';
import { requestSignInCode, signInWithCode } from '../api/auth';
import { SignInFormFooter } from './SignInFormFooter';

/** Seconds before another code may be requested. */
const resendCooldown = 60;

/** Sign-in by a six-digit code sent by email: ask for the code, then type it. */
export function CodeSignInForm({
  defaultEmail = '',
  onEmailChange,
  onSignedIn,
}: {
  /** The address typed before, in the password form. */
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
  onSignedIn: (step: SecondFactorStep) => void;
}) {
  const [email, setEmail] = useState<string>();
  return email ? (
    <CodeStep email={email} onSignedIn={onSignedIn} onChangeEmail={() => setEmail(undefined)} />
  ) : (
    <EmailStep defaultEmail={defaultEmail} onEmailChange={onEmailChange} onCodeSent={setEmail} />
  );
}

function EmailStep({
  defaultEmail,
  onEmailChange,
  onCodeSent,
}: {
  defaultEmail: string;
  onEmailChange?: (email: string) => void;
  onCodeSent: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setError, formState } = useForm<RequestOtpBody>({
    resolver: zodResolver(requestOtpBody),
    defaultValues: { email: defaultEmail },
  });
  const email = useWatch({ control, name: 'email' });
  useEffect(() => onEmailChange?.(email), [email, onEmailChange]);

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['email'], async (values) => {
    await requestSignInCode(values);
    onCodeSent(values.email);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg" width="full">
        <FormTextField
          control={control}
          name="email"
          label={t('email')}
          description={t('codeIntro')}
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

function CodeStep({
  email,
  onSignedIn,
  onChangeEmail,
}: {
  email: string;
  onSignedIn: (step: SecondFactorStep) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [isVerifying, setVerifying] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(resendCooldown);
  const firstCell = useRef<HTMLInputElement>(null);

  // The code step follows the user's own request for a code, so their focus moves to it.
  useEffect(() => firstCell.current?.focus(), []);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const verify = async (digits: string) => {
    setError(undefined);
    setVerifying(true);
    try {
      onSignedIn(await signInWithCode({ email, code: digits }));
    } catch (caught) {
      setError(showServerError(caught, () => undefined, t, []));
      setCode('');
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setError(undefined);
    try {
      await requestSignInCode({ email });
      setNotice(t('codeResent', { email }));
      setSecondsLeft(resendCooldown);
    } catch (caught) {
      setError(showServerError(caught, () => undefined, t, []));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void verify(code);
      }}
    >
      <Box display="flex" flexDirection="column" alignItems="center" gap="lg" width="full">
        <OneTimeCodeInput
          align="center"
          label={t('code')}
          description={t('codeSent', { email })}
          getCellLabel={(position, length) => t('codeDigit', { position, length })}
          value={code}
          onChange={setCode}
          onComplete={(digits) => void verify(digits)}
          errorMessage={error}
          isDisabled={isVerifying}
          ref={firstCell}
        />
        <Box role="status" color="mediumGrey">
          {notice}
        </Box>
        <Button
          type="submit"
          variant="contained"
          isLoading={isVerifying}
          loadingLabel={t('signingIn')}
          isDisabled={code.length < 6}
        >
          {t('submit')}
        </Button>
        <Box display="flex" gap="md" justifyContent="center" flexWrap="wrap">
          <Button variant="text" onPress={() => void resend()} isDisabled={secondsLeft > 0}>
            {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resend')}
          </Button>
          <Button variant="text" onPress={onChangeEmail}>
            {t('changeEmail')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}
