import { Box, Button, OneTimeCodeInput } from '@rehab/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '@rehab/web/serverErrors';
import { requestSignInCode, signInWithCode } from '../api/auth';
import { submit } from './AuthCard.css';
import { EmailStep } from './EmailStep';

/** Sign-in by a six-digit code mailed to the patient: ask for it, then type or paste it. */
export function CodeSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('patientAuth');
  const [email, setEmail] = useState<string>();
  if (!email) return <EmailStep description={t('codeIntro')} request={requestSignInCode} onSent={setEmail} />;
  return <CodeStep email={email} onSignedIn={onSignedIn} onChangeEmail={() => setEmail(undefined)} />;
}

function CodeStep({ email, onSignedIn, onChangeEmail }: { email: string; onSignedIn: () => void; onChangeEmail: () => void }) {
  const { t } = useTranslation('patientAuth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [isVerifying, setVerifying] = useState(false);
  const firstCell = useRef<HTMLInputElement>(null);

  // The code step follows the patient's own request for a code, so their focus moves to it.
  useEffect(() => firstCell.current?.focus(), []);

  const verify = async (digits: string) => {
    setError(undefined);
    setVerifying(true);
    try {
      await signInWithCode({ email, code: digits });
      onSignedIn();
    } catch (caught) {
      setError(showServerError(caught, () => undefined, t, []));
      setCode('');
    } finally {
      setVerifying(false);
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
      <Box display="flex" flexDirection="column" gap="lg">
        <OneTimeCodeInput
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
        <div className={submit}>
          <Button type="submit" variant="contained" isLoading={isVerifying} loadingLabel={t('signingIn')} isDisabled={code.length < 6}>
            {t('signIn')}
          </Button>
        </div>
        <Button variant="text" onPress={onChangeEmail}>
          {t('changeEmail')}
        </Button>
      </Box>
    </form>
  );
}
