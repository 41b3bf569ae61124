import { Box, Link, Spinner } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBankIdCallback } from '@rehab/web/bankIdSignIn';
import { FormMessage } from '@rehab/web/auth';
import { bankId } from '../api/auth';
import { SignInCard } from '../components/SignInCard';

/** /sign-in/bankid/:state?grandidsession=…: where GrandID sends the browser back after BankID. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const failure = useBankIdCallback(bankId.signIn, () => navigate('/', { replace: true }));

  return (
    <SignInCard labelledBy="bankid-heading">
      <Box as="h1" id="bankid-heading" fontSize="h1" fontWeight="bold">
        {t('bankId.heading')}
      </Box>
      {failure ? (
        <>
          <FormMessage>{t(failure)}</FormMessage>
          <Link href="/sign-in">{t('bankId.backToSignIn')}</Link>
        </>
      ) : (
        <Spinner aria-label={t('bankId.signingIn')} />
      )}
    </SignInCard>
  );
}
