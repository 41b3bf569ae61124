import { Box, Link, Spinner } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBankIdCallback } from '@rehab/web/bankIdSignIn';
import { FormMessage } from '@rehab/web/auth';
import { bankId } from '../api/auth';
import { AuthCard } from '../components/AuthCard';

/** /sign-in/bankid/:state?grandidsession=…: where GrandID sends the patient's browser back after BankID. */
export function Component() {
  const { t } = useTranslation('patientAuth');
  const navigate = useNavigate();
  const failure = useBankIdCallback(bankId.signIn, () => navigate('/', { replace: true }));

  return (
    <AuthCard heading={t('bankId.heading')} footer={failure && <Link href="/sign-in">{t('backToSignIn')}</Link>}>
      {failure ? (
        <FormMessage>{t(failure)}</FormMessage>
      ) : (
        <Box display="flex" justifyContent="center">
          <Spinner aria-label={t('bankId.signingIn')} />
        </Box>
      )}
    </AuthCard>
  );
}
