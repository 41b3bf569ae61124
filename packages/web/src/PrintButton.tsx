import { Button, showToast } from '@rehab/ui';
import { errorText } from './serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type PrintButtonProps = {
  /** Downloads the PDF in the reader's language. */
  print: (language: 'sv' | 'en') => Promise<void>;
  label: string;
  children: string;
};

/** Downloads a PDF to print or keep (the journal, a note, the program), in either app; a failure is told in a toast. */
export function PrintButton({ print, label, children }: PrintButtonProps) {
  const { t, i18n } = useTranslation('common');
  const [printing, setPrinting] = useState(false);
  const onPress = async () => {
    setPrinting(true);
    try {
      await print(i18n.language === 'en' ? 'en' : 'sv');
    } catch (failure) {
      showToast({ tone: 'error', title: t('pdf.error'), description: errorText(t, failure) });
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Button variant="outlined" aria-label={label} isLoading={printing} loadingLabel={t('pdf.printing')} onPress={() => void onPress()}>
      {children}
    </Button>
  );
}
