import type { FollowUp } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { Box, DatePicker, Dialog, DialogActions } from '@rehab/ui';
import { dateLocale } from '@rehab/web/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '../../../lib/fieldValues';

type SnoozeDialogProps = {
  followUp: FollowUp;
  onClose: () => void;
  /** Resolves when snoozed (the dialog closes); rejects to stay open. */
  onSnooze: (until: string) => Promise<void>;
};

/** Puts a follow-up off to a day from tomorrow to a year ahead (tomorrow unless chosen). */
export function SnoozeDialog({ followUp, onClose, onSnooze }: SnoozeDialogProps) {
  const { t } = useTranslation('todo');
  const today = dayInSweden();
  const [until, setUntil] = useState(addDays(today, 1));
  const [running, setRunning] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const name = `${followUp.patient.firstName} ${followUp.patient.lastName}`;

  const confirm = async () => {
    if (!until || until <= today || until > addDays(today, 366)) {
      setInvalid(true);
      return;
    }
    setRunning(true);
    try {
      await onSnooze(until);
      onClose();
    } catch {
      setRunning(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('followUps.snoozeTitle')}
      closeLabel={t('followUps.close')}
      isDismissable={false}
      footer={(close) => (
        <DialogActions
          close={close}
          cancelLabel={t('followUps.cancel')}
          confirmLabel={t('followUps.snooze')}
          pendingLabel={t('followUps.marking')}
          isPending={running}
          onConfirm={() => void confirm()}
        />
      )}
    >
      <Box display="flex" flexDirection="column" gap="md">
        <p>{t('followUps.snoozeDescription', { kind: t(`followUps.kinds.${followUp.kind}`), name })}</p>
        <DatePicker
          label={t('followUps.until')}
          locale={dateLocale()}
          value={calendarDate(until)}
          onChange={(date) => {
            setUntil(date?.toString() ?? '');
            setInvalid(false);
          }}
          minValue={calendarDate(addDays(today, 1)) ?? undefined}
          isRequired
          errorMessage={invalid ? t('followUps.untilInvalid') : undefined}
        />
      </Box>
    </Dialog>
  );
}
