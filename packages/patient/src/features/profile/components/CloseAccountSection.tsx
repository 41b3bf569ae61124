import { AlertDialog, Box, Button, PasswordField } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '@rehab/web/serverErrors';
import { ApiError } from '@rehab/web/ApiError';
import { endSession } from '../../../lib/session';
import { closeAccount } from '../api/profileCalls';
import * as styles from '../profile.css';

/**
 * Closing the account, confirmed with the password in a dialog that says what happens. The server ends
 * every session, so this device forgets its own and goes to sign-in.
 */
export function CloseAccountSection() {
  const { t } = useTranslation('patientProfile');
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const open = () => {
    setPassword('');
    setError(undefined);
    setOpen(true);
  };
  const confirm = async () => {
    if (!password) {
      setError(t('closeAccount.passwordRequired'));
      throw new Error('no password');
    }
    try {
      await closeAccount({ password });
    } catch (failure) {
      const wrongPassword = failure instanceof ApiError && failure.status === 400;
      setError(wrongPassword ? t('closeAccount.wrongPassword') : errorText(t, failure));
      throw failure;
    }
    endSession();
    navigate('/sign-in', { replace: true });
  };

  return (
    <section className={styles.section} aria-labelledby="close-account-heading">
      <h2 id="close-account-heading" className={styles.sectionHeading}>
        {t('closeAccount.heading')}
      </h2>
      <Box as="p" color="darkGrey">
        {t('closeAccount.summary')}
      </Box>
      <div className={styles.actions}>
        <Button variant="outlined" tone="destructive" onPress={open}>
          {t('closeAccount.open')}
        </Button>
      </div>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('closeAccount.title')}
        confirmLabel={t('closeAccount.confirm')}
        cancelLabel={t('cancel', { ns: 'common' })}
        loadingLabel={t('closeAccount.closing')}
        variant="destructive"
        onConfirm={confirm}
      >
        <Box display="flex" flexDirection="column" gap="lg">
          <Box as="p">{t('closeAccount.consequences')}</Box>
          <PasswordField
            label={t('closeAccount.password')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError(undefined);
            }}
            autoComplete="current-password"
            showPasswordLabel={t('closeAccount.showPassword')}
            hidePasswordLabel={t('closeAccount.hidePassword')}
            errorMessage={error}
            isRequired
          />
        </Box>
      </AlertDialog>
    </section>
  );
}
