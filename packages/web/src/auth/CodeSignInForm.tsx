import { Box, Button, OneTimeCodeInput } from '@rehab/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../serverErrors';
import type { AuthTexts } from './authTexts';
import { EmailStep } from './EmailStep';
import type { SignInCalls } from './signInCalls';

/** Seconds before another code may be requested. */
const resendCooldown = 60;

/** Sign-in by a six-digit code mailed to the address, in either app: ask for the code, then type or paste it. */
export function CodeSignInForm<Signed>({
  namespace,
  calls,
  defaultEmail = '',
  onEmailChange,
  onSignedIn,
}: {
  namespace: AuthTexts;
  calls: Pick<SignInCalls<Signed>, 'requestSignInCode' | 'signInWithCode'>;
  /** The address typed before, in the password form. */
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
  onSignedIn: (signed: Signed) => void;
}) {
  const { t } = useTranslation(namespace);
  const [email, setEmail] = useState<string>();
  return email ? (
    <CodeStep
      namespace={namespace}
      calls={calls}
      email={email}
      onSignedIn={onSignedIn}
      onChangeEmail={() => setEmail(undefined)}
    />
  ) : (
    <EmailStep
      namespace={namespace}
      description={t('codeIntro')}
      defaultEmail={defaultEmail}
      onEmailChange={onEmailChange}
      request={calls.requestSignInCode}
      onSent={setEmail}
    />
  );
}

function CodeStep<Signed>({
  namespace,
  calls,
  email,
  onSignedIn,
  onChangeEmail,
}: {
  namespace: AuthTexts;
  calls: Pick<SignInCalls<Signed>, 'requestSignInCode' | 'signInWithCode'>;
  email: string;
  onSignedIn: (signed: Signed) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation(namespace);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [isVerifying, setVerifying] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(resendCooldown);
  const firstCell = useRef<HTMLInputElement>(null);

  // The code step follows the reader's own request for a code, so their focus moves to it.
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
      onSignedIn(await calls.signInWithCode({ email, code: digits }));
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
      await calls.requestSignInCode({ email });
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
          {t('signIn')}
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
