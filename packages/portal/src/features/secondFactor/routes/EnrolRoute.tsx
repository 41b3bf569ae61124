import type { SecondFactorDoneResponse } from '@rehab/contract';
import { Box } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { startSession } from '../../../lib/session';
import { clearPendingSignIn, pendingFetch, pendingSignIn } from '../../auth/api/pendingSignIn';
import { SignInCard } from '../../auth/components/SignInCard';
import { EnrolChoices } from '../components/EnrolChoices';
import { BackToSignInButton } from '../components/BackToSignInButton';
import { RecoveryCodes } from '../components/RecoveryCodes';

/** /sign-in/enrol: an organization requires a second factor the user does not have yet; it is added before anything else. */
export function Component() {
  const { t } = useTranslation('secondFactor');
  const navigate = useNavigate();
  const [done, setDone] = useState<SecondFactorDoneResponse>();
  const pending = pendingSignIn();
  if (!done && pending?.step.step !== 'enrol') return <Navigate to="/sign-in" replace />;

  const open = (result: SecondFactorDoneResponse) => {
    clearPendingSignIn();
    startSession(result.access_token);
    navigate('/', { replace: true });
  };

  return (
    <SignInCard labelledBy="enrol-heading">
      <Box display="flex" flexDirection="column" alignItems="center" gap="sm" textAlign="center">
        <Box as="h1" id="enrol-heading" fontSize="h1" fontWeight="bold">
          {t('enrolHeading')}
        </Box>
        <Box as="p" color="mediumGrey">
          {t('enrolIntro')}
        </Box>
      </Box>
      <Box width="full">
        {done?.recoveryCodes ? (
          <RecoveryCodes codes={done.recoveryCodes} onDone={() => open(done)} />
        ) : (
          <EnrolChoices fetch={pendingFetch} onEnrolled={(result) => (result.recoveryCodes ? setDone(result) : open(result))} />
        )}
      </Box>
      <BackToSignInButton />
    </SignInCard>
  );
}
