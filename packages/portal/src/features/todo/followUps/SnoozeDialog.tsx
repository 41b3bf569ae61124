import type { FollowUp } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { DatePicker } from '@rehab/ui';
import { dateLocale } from '@rehab/web/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '../../../lib/fieldValues';
import { FollowUpDialog } from './FollowUpDialog';

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
  const [invalid, setInvalid] = useState(false);
  const name = `${followUp.patient.firstName} ${followUp.patient.lastName}`;

  const confirm = () => {
    if (!until || until <= today || until > addDays(today, 366)) {
      setInvalid(true);
      return undefined;
    }
    return onSnooze(until);
  };

  return (
    <FollowUpDialog
      title={t('followUps.snoozeTitle')}
      description={t('followUps.snoozeDescription', { kind: t(`followUps.kinds.${followUp.kind}`), name })}
      confirmLabel={t('followUps.snooze')}
      onClose={onClose}
      onConfirm={confirm}
    >
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
    </FollowUpDialog>
  );
}
