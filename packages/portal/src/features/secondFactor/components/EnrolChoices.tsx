import type { SecondFactorDoneResponse } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fetch } from '../api/secondFactorCalls';
import { AppEnrolment } from './AppEnrolment';
import { PasskeyEnrolment } from './PasskeyEnrolment';

/** The two ways to add a second factor, one opened at a time. */
export function EnrolChoices({ fetch, onEnrolled }: { fetch: Fetch; onEnrolled: (done: SecondFactorDoneResponse) => void }) {
  const { t } = useTranslation('secondFactor');
  const [choice, setChoice] = useState<'passkey' | 'app'>();
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box display="flex" gap="md" flexWrap="wrap">
        <Button variant={choice === 'passkey' ? 'contained' : 'outlined'} onPress={() => setChoice('passkey')}>
          {t('card.addPasskey')}
        </Button>
        <Button variant={choice === 'app' ? 'contained' : 'outlined'} onPress={() => setChoice('app')}>
          {t('card.addApp')}
        </Button>
      </Box>
      {choice === 'passkey' && <PasskeyEnrolment fetch={fetch} onEnrolled={onEnrolled} />}
      {choice === 'app' && <AppEnrolment fetch={fetch} onEnrolled={onEnrolled} />}
    </Box>
  );
}
