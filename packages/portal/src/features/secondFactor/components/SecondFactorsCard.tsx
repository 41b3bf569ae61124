import type { SecondFactor, SecondFactorDoneResponse } from '@rehab/contract';
import { AlertDialog, Box, Button, Card, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/fetcher';
import { errorText } from '@rehab/web/serverErrors';
import { startSession } from '../../../lib/session';
import { removeSecondFactor, renewRecoveryCodes, useSecondFactors } from '../api/secondFactorCalls';
import { EnrolChoices } from './EnrolChoices';
import { RecoveryCodes } from './RecoveryCodes';

/** The profile's two-step verification: the enrolled factors, adding and removing them, and the recovery codes. */
export function SecondFactorsCard() {
  const { t, i18n } = useTranslation('secondFactor');
  const { data, error, mutate } = useSecondFactors();
  const [adding, setAdding] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const [removing, setRemoving] = useState<SecondFactor>();

  const enrolled = (done: SecondFactorDoneResponse) => {
    // The answer's token has the second factor; the one before is signed out.
    startSession(done.access_token);
    setAdding(false);
    if (done.recoveryCodes) setCodes(done.recoveryCodes);
    void mutate();
  };
  const nameOf = (factor: SecondFactor) => (factor.kind === 'totp' ? t('card.app') : t('card.passkey', { name: factor.name }));

  const remove = async () => {
    if (!removing) return;
    try {
      await removeSecondFactor(removing.id);
      await mutate();
    } catch (caught) {
      showToast({ title: errorText(t, caught), tone: 'error' });
      throw caught;
    }
  };
  const renew = async () => {
    try {
      setCodes((await renewRecoveryCodes()).recoveryCodes);
      await mutate();
    } catch (caught) {
      showToast({ title: errorText(t, caught), tone: 'error' });
    }
  };

  return (
    <Card>
      <Box as="section" aria-labelledby="second-factors-heading" display="flex" flexDirection="column" gap="lg">
        <Box as="h2" id="second-factors-heading" fontSize="h3" fontWeight="bold" margin="none">
          {t('card.heading')}
        </Box>
        <Box as="p" margin="none" color="mediumGrey">
          {t('card.intro')}
        </Box>
        {error && <Box role="alert">{t('card.loadFailed')}</Box>}
        {data?.required && (
          <Box as="p" margin="none" fontWeight="bold">
            {t('card.required')}
          </Box>
        )}
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
        ) : (
          data && (
            <>
              {data.factors.length === 0 ? (
                <Box as="p" margin="none">
                  {t('card.none')}
                </Box>
              ) : (
                <Box
                  as="ul"
                  display="flex"
                  flexDirection="column"
                  gap="md"
                  padding="none"
                  margin="none"
                  aria-labelledby="second-factors-heading"
                >
                  {data.factors.map((factor) => (
                    <Box
                      as="li"
                      key={factor.id}
                      display="flex"
                      alignItems="center"
                      justifyContent="space-between"
                      gap="md"
                      flexWrap="wrap"
                    >
                      <Box display="flex" flexDirection="column">
                        <Box as="span" fontWeight="bold">
                          {nameOf(factor)}
                        </Box>
                        <Box as="span" color="mediumGrey">
                          {t('card.added', {
                            date: new Date(factor.created).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
                          })}
                        </Box>
                      </Box>
                      <Button
                        variant="outlined"
                        tone="destructive"
                        onPress={() => setRemoving(factor)}
                        aria-label={`${t('card.remove')}: ${nameOf(factor)}`}
                      >
                        {t('card.remove')}
                      </Button>
                    </Box>
                  ))}
                </Box>
              )}
              {data.factors.length > 0 && (
                <Box display="flex" alignItems="center" gap="md" flexWrap="wrap">
                  <span>{t('card.recoveryLeft', { count: data.recoveryCodesLeft })}</span>
                  <Button variant="text" onPress={() => void renew()}>
                    {t('card.newRecoveryCodes')}
                  </Button>
                </Box>
              )}
              {adding ? (
                <EnrolChoices fetch={apiFetch} onEnrolled={enrolled} />
              ) : (
                <Box display="flex" gap="md" flexWrap="wrap">
                  <Button variant="contained" onPress={() => setAdding(true)}>
                    {data.factors.some((factor) => factor.kind === 'passkey') ? t('card.addPasskey') : t('enrolHeading')}
                  </Button>
                </Box>
              )}
            </>
          )
        )}
      </Box>
      <AlertDialog
        isOpen={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        variant="destructive"
        title={removing ? t('card.removeHeading', { name: nameOf(removing) }) : ''}
        confirmLabel={t('card.remove')}
        cancelLabel={t('card.cancel')}
        onConfirm={remove}
      >
        {data?.factors.length === 1 ? t('card.removeLastBody') : t('card.removeBody')}
      </AlertDialog>
    </Card>
  );
}
