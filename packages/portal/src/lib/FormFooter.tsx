import { Box, Button } from '@rehab/ui';
import type { ReactNode } from 'react';

type FormFooterProps = {
  /** The server's refusal that belongs to no single field. */
  formError?: ReactNode;
  submitLabel: string;
  savingLabel: string;
  cancelLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
};

/** The end of an edit form: the form-wide error, then save and cancel. */
export function FormFooter({ formError, submitLabel, savingLabel, cancelLabel, isSubmitting, onCancel }: FormFooterProps) {
  return (
    <>
      <Box role="alert" color="errorText">
        {formError}
      </Box>
      <Box display="flex" gap="lg" flexWrap="wrap">
        <Button type="submit" variant="contained" isLoading={isSubmitting} loadingLabel={savingLabel}>
          {submitLabel}
        </Button>
        <Button variant="outlined" onPress={onCancel}>
          {cancelLabel}
        </Button>
      </Box>
    </>
  );
}
