import { Button, showToast } from '@rehab/ui';
import { errorText } from './serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type PrintButtonProps = {
  /** Downloads the file in the reader's language. */
  print: (language: 'sv' | 'en') => Promise<void>;
  label: string;
  children: string;
  /** Said while the file is made and the toast's title if it fails; a PDF's words unless given. */
  busyText?: string;
  errorTitle?: string;
};

/**
 * Downloads a file to print or keep (the journal, a note, the program as a PDF; the record as FHIR), in either
 * app; a failure is told in a toast.
 */
export function PrintButton({ print, label, children, busyText, errorTitle }: PrintButtonProps) {
  const { t, i18n } = useTranslation('common');
  const [printing, setPrinting] = useState(false);
  const onPress = async () => {
    setPrinting(true);
    try {
      await print(i18n.language === 'en' ? 'en' : 'sv');
    } catch (failure) {
      showToast({ tone: 'error', title: errorTitle ?? t('pdf.error'), description: errorText(t, failure) });
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Button variant="outlined" aria-label={label} isLoading={printing} loadingLabel={busyText ?? t('pdf.printing')} onPress={() => void onPress()}>
      {children}
    </Button>
  );
}
