import type { JournalNote, NoteSection } from '@rehab/contract';
import { AlertDialog, Box, Button, Card, NoteText, showToast, TextArea, TextField } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { discardDraft, newerNoteOf, saveDraft, signNote } from '../api/useMedicalNotes';
import { mutedText } from '../patients.css';
import { formatTimeInSweden } from '@rehab/contract/dates';
import { shownSections } from './noteFormat';
import * as styles from './medicalNotes.css';

/** How long typing pauses before the draft is saved. */
const autosaveDelayMs = 800;

type Text = { title: string; sections: NoteSection[] };
const sameText = (a: Text, b: Text) => JSON.stringify(a) === JSON.stringify(b);

type DraftEditorProps = {
  patientId: string;
  note: JournalNote;
  /** Reloads the notes after the draft was signed or thrown away. */
  onDone: () => Promise<unknown>;
};

/**
 * The author's draft: a field per section, saved as they type ("Utkast sparat HH:MM"), each save from the revision it
 * was read at. A save refused as stale shows the saved text beside theirs to choose from; "Signera" locks it.
 */
export function DraftEditor({ patientId, note, onDone }: DraftEditorProps) {
  const { t } = useTranslation('patients');
  const [text, setText] = useState<Text>({ title: note.title, sections: note.sections });
  const [saved, setSaved] = useState<{ text: Text; revision: number; at: Date | null }>({
    text: { title: note.title, sections: note.sections },
    revision: note.revision,
    at: note.revision > 0 ? new Date(note.updatedAt) : null,
  });
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const [newer, setNewer] = useState<JournalNote>();
  const [confirm, setConfirm] = useState<'sign' | 'discard'>();
  const inFlight = useRef<Promise<number | undefined>>(undefined);
  const settled = useDebouncedValue(text, autosaveDelayMs);

  /** Saves `wanted` from `revision`; answers the revision it is saved at, or undefined when it was not. */
  const save = async (wanted: Text, revision: number): Promise<number | undefined> => {
    setState('saving');
    try {
      const stored = await saveDraft(patientId, note.id, { revision, title: wanted.title.trim() || note.title, sections: wanted.sections });
      setSaved({ text: wanted, revision: stored.revision, at: new Date(stored.updatedAt) });
      setState('idle');
      return stored.revision;
    } catch (error) {
      const current = newerNoteOf(error);
      if (current) setNewer(current);
      else showToast({ title: t('medicalNotes.saveFailed'), description: errorText(t, error), tone: 'error' });
      setState('failed');
      return undefined;
    }
  };

  // Autosave: once typing pauses, whatever differs from the saved text is saved, one save at a time.
  useEffect(() => {
    if (newer || inFlight.current || sameText(settled, saved.text) || state === 'failed') return;
    const running = save(settled, saved.revision);
    inFlight.current = running;
    void running.finally(() => {
      inFlight.current = undefined;
    });
    // `save` is recreated each render; what decides a save is the settled text against the saved one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, saved, newer, state]);

  /** Saves what is typed now (not waiting for the pause) and answers the revision to sign. */
  const flush = async (): Promise<number | undefined> => {
    const pending = await inFlight.current;
    if (pending === undefined && inFlight.current) return undefined;
    if (sameText(text, saved.text)) return saved.revision;
    return save(text, saved.revision);
  };

  const sign = async () => {
    const revision = await flush();
    if (revision === undefined) throw new Error('not saved');
    try {
      await signNote(patientId, note.id, revision);
      showToast({ title: t('medicalNotes.signed'), tone: 'success' });
      await onDone();
    } catch (error) {
      const current = newerNoteOf(error);
      if (current) setNewer(current);
      else showToast({ title: t('medicalNotes.signFailed'), description: errorText(t, error), tone: 'error' });
      throw error;
    }
  };

  const discard = async () => {
    try {
      await discardDraft(patientId, note.id);
      showToast({ title: t('medicalNotes.discarded'), tone: 'success' });
      await onDone();
    } catch (error) {
      showToast({ title: t('medicalNotes.discardFailed'), description: errorText(t, error), tone: 'error' });
      throw error;
    }
  };

  const keepMine = async () => {
    if (!newer) return;
    const revision = newer.revision;
    setNewer(undefined);
    await save(text, revision);
  };
  const takeTheirs = () => {
    if (!newer) return;
    const theirs = { title: newer.title, sections: newer.sections };
    setText(theirs);
    setSaved({ text: theirs, revision: newer.revision, at: new Date(newer.updatedAt) });
    setNewer(undefined);
    setState('idle');
  };

  const status =
    state === 'saving'
      ? t('medicalNotes.saving')
      : state === 'failed'
        ? t('medicalNotes.saveFailed')
        : !sameText(text, saved.text)
          ? t('medicalNotes.unsaved')
          : saved.at
            ? t('medicalNotes.savedAt', { time: formatTimeInSweden(saved.at) })
            : '';

  return (
    <Card title={t('medicalNotes.draftHeading', { title: note.title })}>
      <Box as="form" display="flex" flexDirection="column" gap="md" onSubmit={(event) => event.preventDefault()}>
        <TextField label={t('medicalNotes.titleLabel')} value={text.title} maxLength={200} onChange={(title) => setText({ ...text, title })} />
        {text.sections.map((section, index) => (
          <TextArea
            key={index}
            label={section.heading}
            value={section.text}
            rows={4}
            maxLength={20_000}
            description={index === 0 ? t('medicalNotes.textHint') : undefined}
            onChange={(value) => setText({ ...text, sections: text.sections.map((each, at) => (at === index ? { ...each, text: value } : each)) })}
          />
        ))}
        {newer && (
          <div role="alert" className={styles.conflict}>
            <Box as="h3" fontSize="h5" fontWeight="medium">
              {t('medicalNotes.conflictTitle')}
            </Box>
            <p className={mutedText}>{t('medicalNotes.conflictDescription')}</p>
            <Box as="h4" fontSize="body" fontWeight="medium">
              {t('medicalNotes.theirText')}
            </Box>
            <NoteText sections={shownSections(newer.sections)} headingLevel={4} emptyLabel={t('medicalNotes.emptySection')} />
            <Box display="flex" flexWrap="wrap" gap="sm">
              <Button variant="contained" onPress={() => void keepMine()}>
                {t('medicalNotes.keepMine')}
              </Button>
              <Button variant="outlined" onPress={takeTheirs}>
                {t('medicalNotes.takeTheirs')}
              </Button>
            </Box>
          </div>
        )}
        <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="md">
          <p className={`${mutedText} ${styles.draftStatus}`} role="status" data-draft-status>
            {status}
          </p>
          <Box display="flex" flexWrap="wrap" gap="sm">
            <Button variant="text" tone="destructive" onPress={() => setConfirm('discard')}>
              {t('medicalNotes.discard')}
            </Button>
            <Button variant="contained" isDisabled={newer !== undefined} onPress={() => setConfirm('sign')}>
              {t('medicalNotes.sign')}
            </Button>
          </Box>
        </Box>
      </Box>
      <AlertDialog
        isOpen={confirm === 'sign'}
        onOpenChange={(open) => setConfirm(open ? 'sign' : undefined)}
        title={t('medicalNotes.signTitle')}
        confirmLabel={t('medicalNotes.sign')}
        cancelLabel={t('medicalNotes.cancel')}
        loadingLabel={t('medicalNotes.signing')}
        onConfirm={sign}
      >
        {t('medicalNotes.signDescription')}
      </AlertDialog>
      <AlertDialog
        isOpen={confirm === 'discard'}
        onOpenChange={(open) => setConfirm(open ? 'discard' : undefined)}
        variant="destructive"
        title={t('medicalNotes.discardTitle')}
        confirmLabel={t('medicalNotes.discard')}
        cancelLabel={t('medicalNotes.cancel')}
        loadingLabel={t('medicalNotes.discarding')}
        onConfirm={discard}
      >
        {t('medicalNotes.discardDescription')}
      </AlertDialog>
    </Card>
  );
}
