import { Box, Link, Spinner } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBankIdCallback } from '@rehab/web/bankIdSignIn';
import { signInWithBankId } from '../api/bankId';
import { AuthCard } from '../components/AuthCard';

/** /sign-in/bankid/:state?grandidsession=…: where GrandID sends the patient's browser back after BankID. */
export function Component() {
  const { t } = useTranslation('patientAuth');
  const navigate = useNavigate();
  const failure = useBankIdCallback(signInWithBankId, () => navigate('/', { replace: true }));

  return (
    <AuthCard heading={t('bankId.heading')} footer={failure && <Link href="/sign-in">{t('backToSignIn')}</Link>}>
      {failure ? (
        <Box role="alert" color="errorText" textAlign="center">
          {t(failure)}
        </Box>
      ) : (
        <Box display="flex" justifyContent="center">
          <Spinner aria-label={t('bankId.signingIn')} />
        </Box>
      )}
    </AuthCard>
  );
}
