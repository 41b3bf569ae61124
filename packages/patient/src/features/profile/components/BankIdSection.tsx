import type { PatientProfile } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useBankIdStart } from '@rehab/web/bankIdSignIn';
import { bankId } from '../../auth/api/auth';
import { startBankIdLink, unlinkBankId } from '../api/bankIdLink';
import { profileKey } from '../api/profileCalls';
import * as styles from '../profile.css';
import { ConfirmedRemoval } from './ConfirmedRemoval';

/** Where /profile/bankid sends the patient back once BankID is linked. */
export type ProfileLocationState = { bankIdLinked?: boolean } | null;

/**
 * Signing in with BankID: the patient links it by logging in with BankID from here, so a personal number is only
 * ever one its own BankID proved; once linked, it can be removed. Hidden while the server offers no BankID.
 */
export function BankIdSection({ profile }: { profile: PatientProfile }) {
  const { t } = useTranslation('patientProfile');
  const { mutate } = useSWRConfig();
  const { data: status } = bankId.useStatus();
  const { isStarting, hasFailed, start } = useBankIdStart(startBankIdLink);
  const location = useLocation();
  const navigate = useNavigate();
  // Said once: the note is taken from the history entry, which then forgets it, so a reload does not say it again.
  const [justLinked] = useState(() => Boolean((location.state as ProfileLocationState)?.bankIdLinked));
  useEffect(() => {
    if ((location.state as ProfileLocationState)?.bankIdLinked) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);
  const [unlinked, setUnlinked] = useState(false);
  if (!status?.enabled && !profile.personalNumber) return null;

  const message = profile.personalNumber ? (justLinked ? t('bankId.linkedNow') : null) : unlinked ? t('bankId.unlinked') : null;
  return (
    <section className={styles.section} aria-labelledby="bankid-heading">
      <h2 id="bankid-heading" className={styles.sectionHeading}>
        {t('bankId.heading')}
      </h2>
      {/* The messages sit under the text, taking no room while empty. */}
      <div>
        <Box as="p">
          {profile.personalNumber ? t('bankId.linked', { personalNumber: profile.personalNumber }) : t('bankId.summary')}
        </Box>
        <Box role="status" color="primaryText" fontWeight="medium">
          {message}
        </Box>
        <Box role="alert" color="errorText">
          {hasFailed && t('bankId.startFailed')}
        </Box>
      </div>
      <div className={styles.actions}>
        {profile.personalNumber ? (
          <ConfirmedRemoval
            label={t('bankId.unlink')}
            title={t('bankId.unlinkTitle')}
            consequences={t('bankId.unlinkConsequences')}
            loadingLabel={t('bankId.unlinking')}
            remove={unlinkBankId}
            onRemoved={(changed) => {
              setUnlinked(true);
              void mutate(profileKey, changed, { revalidate: false });
            }}
          />
        ) : (
          status?.enabled && (
            <Button variant="outlined" onPress={() => void start()} isLoading={isStarting} loadingLabel={t('bankId.starting')}>
              {t('bankId.link')}
            </Button>
          )
        )}
      </div>
    </section>
  );
}
