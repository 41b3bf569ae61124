import type { NoteSection } from '@rehab/contract';
import { Box, Dialog, TextArea, DialogActions } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutedText } from '../patients.css';

type ReasonDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  reasonLabel: string;
  confirmLabel: string;
  loadingLabel: string;
  tone?: 'destructive';
  /** The sections to correct, for an amendment; none for a strike. */
  sections?: NoteSection[];
  /** Resolves when done (the dialog closes); rejects to stay open. */
  onConfirm: (reason: string, sections: NoteSection[]) => Promise<void>;
};

/** A change to a signed note that must say why: an amendment (with the corrected text) or a strike. */
export function ReasonDialog({ isOpen, onOpenChange, title, description, reasonLabel, confirmLabel, loadingLabel, tone, sections, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation('patients');
  const [reason, setReason] = useState('');
  const [texts, setTexts] = useState<NoteSection[]>(sections ?? []);
  const [running, setRunning] = useState(false);
  const [missing, setMissing] = useState(false);

  const confirm = async (close: () => void) => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setRunning(true);
    try {
      await onConfirm(reason.trim(), texts);
      close();
    } catch {
      // The caller showed the failure; the dialog stays open with what was typed.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('medicalNotes.close')}
      isDismissable={false}
      footer={(close) => (
        <DialogActions
          close={close}
          cancelLabel={t('medicalNotes.cancel')}
          confirmLabel={confirmLabel}
          pendingLabel={loadingLabel}
          isPending={running}
          onConfirm={() => void confirm(close)}
          tone={tone}
        />
      )}
    >
      <Box display="flex" flexDirection="column" gap="md">
        <p className={mutedText}>{description}</p>
        {texts.map((section, index) => (
          <TextArea
            key={index}
            label={section.heading}
            value={section.text}
            maxLength={20_000}
            onChange={(value) => setTexts(texts.map((each, at) => (at === index ? { ...each, text: value } : each)))}
          />
        ))}
        <TextArea
          label={reasonLabel}
          value={reason}
          isRequired
          rows={2}
          maxLength={1000}
          errorMessage={missing && reason.trim() === '' ? t('medicalNotes.reasonRequired') : undefined}
          onChange={setReason}
        />
      </Box>
    </Dialog>
  );
}
