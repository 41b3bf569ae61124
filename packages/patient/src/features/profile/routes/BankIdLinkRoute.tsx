import type { GrandIdSignInBody } from '@rehab/contract';
import { Box, Link, Spinner } from '@rehab/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useBankIdCallback } from '@rehab/web/bankIdSignIn';
import { linkBankId } from '../api/bankIdLink';
import { profileKey } from '../api/profileCalls';
import type { ProfileLocationState } from '../components/BankIdSection';
import * as styles from '../profile.css';

/** /profile/bankid/:state?grandidsession=…: where GrandID sends the patient back after the BankID login that links it. */
export function Component() {
  const { t } = useTranslation('patientProfile');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const link = useCallback(
    async (login: GrandIdSignInBody) => {
      await mutate(profileKey, await linkBankId(login), { revalidate: false });
    },
    [mutate],
  );
  const linked = useCallback(() => navigate('/profile', { replace: true, state: { bankIdLinked: true } satisfies ProfileLocationState }), [navigate]);
  const failure = useBankIdCallback(link, linked);

  return (
    <section className={styles.section} aria-labelledby="bankid-heading">
      <h1 id="bankid-heading" className={styles.sectionHeading}>
        {t('bankId.heading')}
      </h1>
      {failure ? (
        <Box display="flex" flexDirection="column" gap="lg">
          <Box role="alert" color="errorText">
            {t(failure)}
          </Box>
          <Link href="/profile">{t('bankId.backToProfile')}</Link>
        </Box>
      ) : (
        <Box display="flex" justifyContent="center">
          <Spinner aria-label={t('bankId.linking')} />
        </Box>
      )}
    </section>
  );
}
