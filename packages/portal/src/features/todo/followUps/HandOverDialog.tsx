import { followUpBounds, type FollowUp } from '@rehab/contract';
import { Select, SelectItem, Skeleton, TextArea } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColleagues } from '../api/followUps';
import { FollowUpDialog } from './FollowUpDialog';

type HandOverDialogProps = {
  followUp: FollowUp;
  onClose: () => void;
  /** Resolves when handed over (the dialog closes); rejects to stay open. */
  onHandOver: (assignee: { id: string; name: string }, note: string) => Promise<void>;
};

/** Hands a follow-up to a colleague who has the patient in their care, with a word on why. */
export function HandOverDialog({ followUp, onClose, onHandOver }: HandOverDialogProps) {
  const { t } = useTranslation('todo');
  const colleagues = useColleagues(followUp.patient.id);
  const others = (colleagues.data?.items ?? [])
    .filter((colleague) => colleague.id !== followUp.assignee.id)
    .map((colleague) => ({ id: colleague.id, name: `${colleague.firstName} ${colleague.lastName}` }));
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const name = `${followUp.patient.firstName} ${followUp.patient.lastName}`;

  const confirm = () => {
    const chosen = others.find((colleague) => colleague.id === assigneeId);
    if (!chosen) {
      setMissing(true);
      return undefined;
    }
    return onHandOver(chosen, note.trim());
  };

  return (
    <FollowUpDialog
      title={t('followUps.handOverTitle')}
      description={t('followUps.handOverDescription', { kind: t(`followUps.kinds.${followUp.kind}`), name })}
      confirmLabel={t('followUps.handOver')}
      isConfirmDisabled={others.length === 0}
      onClose={onClose}
      onConfirm={confirm}
    >
      {!colleagues.data ? (
        <Skeleton variant="text" lines={2} />
      ) : others.length === 0 ? (
        <p role="status">{t('followUps.noColleagues')}</p>
      ) : (
        <>
          <Select
            label={t('followUps.colleague')}
            items={others}
            selectedKey={assigneeId}
            onSelectionChange={(key) => {
              setAssigneeId(key === null ? null : String(key));
              setMissing(false);
            }}
            isRequired
            errorMessage={missing ? t('followUps.colleagueRequired') : undefined}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <TextArea label={t('followUps.handOverNote')} value={note} rows={2} maxLength={followUpBounds.note} onChange={setNote} />
        </>
      )}
    </FollowUpDialog>
  );
}
