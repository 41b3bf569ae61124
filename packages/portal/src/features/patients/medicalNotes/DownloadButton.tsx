import { Button, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printMedicalNotes } from '../api/useMedicalNotes';

/** Downloads the whole journal, or one note, as a PDF to print or hand over; a failure is told in a toast. */
export function PrintButton({ patientId, noteId, label, children }: { patientId: string; noteId?: string; label: string; children: string }) {
  const { t, i18n } = useTranslation('patients');
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      await printMedicalNotes(patientId, noteId, i18n.language === 'en' ? 'en' : 'sv');
    } catch (failure) {
      showToast({ tone: 'error', title: t('medicalNotes.printError'), description: errorText(t, failure) });
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Button variant="outlined" aria-label={label} isLoading={printing} loadingLabel={t('medicalNotes.printing')} onPress={() => void print()}>
      {children}
    </Button>
  );
}
