import { Box, Button } from '@rehab/ui';
import { FormCodeField, type FormControl } from '@rehab/web/formFields';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestAccountCode } from '../api/account';

type MailedCodeProofProps<Values extends FieldValues> = {
  control: FormControl<Values>;
  /** The form's field for the code. */
  name: FieldPath<Values>;
  /** The current address, where the code goes. */
  email: string;
  /** Whether the code is the proof now, in place of the current password. */
  isChosen: boolean;
  onChoose: () => void;
  onUsePassword: () => void;
};

/**
 * "Mejla mig en kod i stället": where a change of how one signs in asks for the current password, staff without a
 * password (or without it at hand) and without BankID have a code mailed to their current address instead. Once
 * sent, the code's six cells take the password's place, with a new code and the way back to the password.
 */
export function MailedCodeProof<Values extends FieldValues>({ control, name, email, isChosen, onChoose, onUsePassword }: MailedCodeProofProps<Values>) {
  const { t } = useTranslation('profile');
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const send = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      await requestAccountCode();
      setSentTo(email);
      onChoose();
    } catch (error) {
      setFailure(t('codeProof.sendFailed', { reason: errorText(t, error) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box display="flex" flexDirection="column" gap="sm" alignItems="flex-start">
      {isChosen && (
        <FormCodeField
          control={control}
          name={name}
          label={t('codeProof.label')}
          getCellLabel={(position, length) => t('codeProof.digit', { position, length })}
        />
      )}
      <Box role="status" color="mediumGrey">
        {isChosen && sentTo ? t('codeProof.sent', { email: sentTo }) : null}
      </Box>
      <Box display="flex" gap="md" flexWrap="wrap">
        <Button variant="text" onPress={() => void send()} isLoading={isSending} loadingLabel={t('codeProof.sending')}>
          {isChosen ? t('codeProof.resend') : t('codeProof.send')}
        </Button>
        {isChosen && (
          <Button variant="text" onPress={onUsePassword}>
            {t('codeProof.usePassword')}
          </Button>
        )}
      </Box>
      {failure && (
        <Box role="alert" color="errorText">
          {failure}
        </Box>
      )}
    </Box>
  );
}

/**
 * The choice between current password and mailed code, for a form with both fields: switching empties the field
 * left behind, so only the chosen proof is sent.
 */
export function codeChoice(isChosen: boolean, setChosen: (isChosen: boolean) => void, clear: (field: 'currentPassword' | 'code') => void) {
  return {
    isChosen,
    onChoose: () => {
      clear('currentPassword');
      setChosen(true);
    },
    onUsePassword: () => {
      clear('code');
      setChosen(false);
    },
  };
}
