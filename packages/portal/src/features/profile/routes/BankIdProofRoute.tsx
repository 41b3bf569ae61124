import { Box, Card, Link } from '@rehab/ui';
import { useGrandIdReturn } from '@rehab/web/bankIdSignIn';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { forgetBankIdIntent, keptBankIdIntent, type BankIdProofState } from '../api/bankIdProof';

/**
 * /profile/bankid/:state?grandidsession=…: where GrandID sends the staff member back after "Bekräfta med BankID".
 * It hands the login to the form they left (the profile's changes, or the new password), which sends it with the
 * change; nothing is sent from here.
 */
export function Component() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const login = useGrandIdReturn();
  const [intent] = useState(keptBankIdIntent);
  const lost = !login || !intent;
  useEffect(() => {
    if (!login || !intent) return;
    forgetBankIdIntent();
    const state: BankIdProofState = intent.purpose === 'profile' ? { bankIdProof: login, draft: intent.draft } : { bankIdProof: login };
    navigate(intent.purpose === 'profile' ? '/profile/edit' : '/profile/view', { replace: true, state });
  }, [login, intent, navigate]);

  return (
    <Card>
      <Box display="flex" flexDirection="column" gap="lg">
        <Box as="h2" fontSize="h3" fontWeight="bold" margin="none">
          {t('bankIdProof.heading')}
        </Box>
        {lost && (
          <>
            <Box role="alert" color="errorText">
              {t('bankIdProof.lost')}
            </Box>
            <Link href="/profile/view">{t('bankIdProof.backToProfile')}</Link>
          </>
        )}
      </Box>
    </Card>
  );
}
