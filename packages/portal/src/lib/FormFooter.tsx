import { Box, Button } from '@rehab/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FormFooterProps = {
  /** The server's refusal that belongs to no single field. */
  formError?: ReactNode;
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
};

/** The end of an edit form: the form-wide error, then save and cancel. */
export function FormFooter({ formError, submitLabel, isSubmitting, onCancel }: FormFooterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <Box role="alert" color="errorText">
        {formError}
      </Box>
      <Box display="flex" gap="lg" flexWrap="wrap">
        <Button type="submit" variant="contained" isLoading={isSubmitting} loadingLabel={t('saving')}>
          {submitLabel}
        </Button>
        <Button variant="outlined" onPress={onCancel}>
          {t('cancel')}
        </Button>
      </Box>
    </>
  );
}
