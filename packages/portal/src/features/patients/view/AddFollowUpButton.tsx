import { followUpBounds, followUpKinds, type FollowUpKind } from '@rehab/contract';
import { dayInSweden } from '@rehab/contract/dates';
import { Box, Button, CheckIcon, DatePicker, Dialog, Select, SelectItem, TextArea, showToast, DialogActions } from '@rehab/ui';
import { dateLocale } from '@rehab/web/language';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { calendarDate } from '../../../lib/fieldValues';
import { followUpCalls, isFollowUpsKey } from '../../todo/api/followUps';

/** "New follow-up": the physio puts something to do about the patient on their own work list (kind, note, due day). */
export function AddFollowUpButton({ patientId, name }: { patientId: string; name: string }) {
  const { t } = useTranslation('patients');
  const { mutate } = useSWRConfig();
  const [isOpen, setOpen] = useState(false);
  const [kind, setKind] = useState<FollowUpKind>('contact-patient');
  const [note, setNote] = useState('');
  const [dueDate, setDueDate] = useState(dayInSweden());
  const [running, setRunning] = useState(false);
  const kinds = followUpKinds.map((id) => ({ id }));

  const open = () => {
    setKind('contact-patient');
    setNote('');
    setDueDate(dayInSweden());
    setOpen(true);
  };
  const add = async (close: () => void) => {
    if (!dueDate) return;
    setRunning(true);
    try {
      await followUpCalls.add(patientId, { kind, dueDate, ...(note.trim() && { note: note.trim() }) });
      showToast({ title: t('addFollowUp.added'), tone: 'success' });
      void mutate(isFollowUpsKey);
      void mutate(`/patients/list/${patientId}/follow-ups`);
      close();
    } catch (error) {
      showToast({ title: t('addFollowUp.failed'), description: errorText(t, error), tone: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button variant="outlined" icon={<CheckIcon />} onPress={open}>
        {t('addFollowUp.action')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('addFollowUp.title', { name })}
        closeLabel={t('addFollowUp.close')}
        isDismissable={false}
        footer={(close) => (
          <DialogActions
            close={close}
            cancelLabel={t('addFollowUp.cancel')}
            confirmLabel={t('addFollowUp.confirm')}
            pendingLabel={t('addFollowUp.adding')}
            isPending={running}
            onConfirm={() => void add(close)}
          />
        )}
      >
        <Box display="flex" flexDirection="column" gap="md">
          <Select label={t('addFollowUp.kind')} items={kinds} selectedKey={kind} onSelectionChange={(key) => key !== null && setKind(key as FollowUpKind)} isRequired>
            {(item) => <SelectItem id={item.id}>{t(`addFollowUp.kinds.${item.id}`)}</SelectItem>}
          </Select>
          <DatePicker
            label={t('addFollowUp.due')}
            locale={dateLocale()}
            value={calendarDate(dueDate)}
            onChange={(date) => setDueDate(date?.toString() ?? '')}
            isRequired
            errorMessage={dueDate ? undefined : t('addFollowUp.dueInvalid')}
          />
          <TextArea label={t('addFollowUp.note')} value={note} rows={3} maxLength={followUpBounds.note} onChange={setNote} />
        </Box>
      </Dialog>
    </>
  );
}
