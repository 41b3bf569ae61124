import { Button, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRecord, printMedicalNotes } from '../api/useMedicalNotes';

type Download = { format: 'pdf'; noteId?: string } | { format: 'fhir' };

/**
 * Downloads the whole journal or one note as a PDF to print or hand over, or the whole record as a FHIR file for
 * the patient or another caregiver; a failure is told in a toast.
 */
export function DownloadButton({ patientId, label, children, ...download }: { patientId: string; label: string; children: string } & Download) {
  const { t, i18n } = useTranslation('patients');
  const [busy, setBusy] = useState(false);
  const fhir = download.format === 'fhir';
  const run = async () => {
    setBusy(true);
    const language = i18n.language === 'en' ? 'en' : 'sv';
    try {
      await (download.format === 'fhir' ? exportRecord(patientId, language) : printMedicalNotes(patientId, download.noteId, language));
    } catch (failure) {
      showToast({ tone: 'error', title: t(fhir ? 'medicalNotes.exportError' : 'medicalNotes.printError'), description: errorText(t, failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" aria-label={label} isLoading={busy} loadingLabel={t(fhir ? 'medicalNotes.exporting' : 'medicalNotes.printing')} onPress={() => void run()}>
      {children}
    </Button>
  );
}
