import type { SecondFactorDoneResponse } from '@rehab/contract';
import { Box, Button, TextField } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrolPasskey, type Fetch } from '../api/secondFactorCalls';
import { factorErrorText } from './factorErrorText';

/** Adding a passkey: a name the user will know it by, then the browser's own ceremony. */
export function PasskeyEnrolment({ fetch, onEnrolled }: { fetch: Fetch; onEnrolled: (done: SecondFactorDoneResponse) => void }) {
  const { t } = useTranslation('secondFactor');
  const [name, setName] = useState(() => t('passkey.defaultName'));
  const [error, setError] = useState<string>();
  const [isCreating, setCreating] = useState(false);

  const create = async () => {
    setError(undefined);
    setCreating(true);
    try {
      onEnrolled(await enrolPasskey(fetch, name.trim() || t('passkey.defaultName')));
    } catch (caught) {
      setError(factorErrorText(t, caught, 'passkeyFailed'));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Box
      as="form"
      display="flex"
      flexDirection="column"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <Box as="p" margin="none">
        {t('passkey.intro')}
      </Box>
      <TextField
        label={t('passkey.name')}
        value={name}
        onChange={setName}
        maxLength={60}
        errorMessage={error}
        isInvalid={error !== undefined}
      />
      <Box>
        <Button type="submit" variant="contained" isLoading={isCreating} loadingLabel={t('passkey.creating')}>
          {t('passkey.create')}
        </Button>
      </Box>
    </Box>
  );
}
