import type { PatientDetails } from '@rehab/contract';
import { AlertDialog, Button, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { resendInvitation, withdrawInvitation } from '../api/invitations';
import { isPatientListKey } from '../api/patientListUrl';
import { patientKey } from '../api/usePatient';

/** A patient who has not taken up their invitation yet: send a new link, or withdraw it (docs/rules/patients-in.md). */
export function InvitationActions({ patient }: { patient: PatientDetails }) {
  const { t } = useTranslation('patients');
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [isSending, setSending] = useState(false);
  const [isWithdrawing, setWithdrawing] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const invitation = await resendInvitation(patient.id);
      showToast({ title: t('invitation.resent', { email: patient.email }), tone: 'success' });
      await Promise.all([mutate(patientKey(patient.id), { ...patient, invitation }, { revalidate: false }), mutate(isPatientListKey)]);
    } catch (error) {
      showToast({ title: t('invitation.resendFailed'), description: errorText(t, error), tone: 'error' });
    } finally {
      setSending(false);
    }
  };

  const withdraw = async () => {
    try {
      await withdrawInvitation(patient.id);
      showToast({ title: t('invitation.withdrawn'), tone: 'success' });
      await mutate(isPatientListKey);
      navigate('/patients/list', { replace: true });
    } catch (error) {
      showToast({ title: t('invitation.withdrawFailed'), description: errorText(t, error), tone: 'error' });
      throw error;
    }
  };

  return (
    <>
      <Button variant="outlined" onPress={() => void resend()} isLoading={isSending} loadingLabel={t('invitation.resending')}>
        {t('invitation.resend')}
      </Button>
      <Button variant="outlined" tone="destructive" onPress={() => setWithdrawing(true)}>
        {t('invitation.withdraw')}
      </Button>
      <AlertDialog
        isOpen={isWithdrawing}
        onOpenChange={setWithdrawing}
        variant="destructive"
        title={t('invitation.withdrawTitle')}
        confirmLabel={t('invitation.withdrawConfirm')}
        cancelLabel={t('invitation.cancel')}
        loadingLabel={t('invitation.withdrawing')}
        onConfirm={withdraw}
      >
        {t('invitation.withdrawDescription', { name: `${patient.firstName} ${patient.lastName}` })}
      </AlertDialog>
    </>
  );
}
