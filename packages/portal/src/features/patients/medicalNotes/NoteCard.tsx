import type { JournalNote, NoteSection } from '@rehab/contract';
import { Badge, Box, Button, NoteText, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amendNote, strikeNote } from '../api/useMedicalNotes';
import { mutedText } from '../patients.css';
import { formatWhen, personName, shownSections } from './noteFormat';
import { DownloadButton } from './DownloadButton';
import { ReasonDialog } from './ReasonDialog';
import * as styles from './medicalNotes.css';

type NoteCardProps = { patientId: string; note: JournalNote; onChanged: () => Promise<unknown> };

/** A signed note, read-only: who signed it and when, its versions, and the two ways to correct it (each with a reason). */
export function NoteCard({ patientId, note, onChanged }: NoteCardProps) {
  const { t } = useTranslation('patients');
  const [open, setOpen] = useState<'amend' | 'strike'>();
  const unknown = t('medicalNotes.unknownPerson');
  const struck = note.status === 'struck';

  const amend = async (reason: string, sections: NoteSection[]) => {
    try {
      await amendNote(patientId, note.id, { reason, title: note.title, sections });
      showToast({ title: t('medicalNotes.amended'), tone: 'success' });
      await onChanged();
    } catch (error) {
      showToast({ title: t('medicalNotes.amendFailed'), description: errorText(t, error), tone: 'error' });
      throw error;
    }
  };
  const strike = async (reason: string) => {
    try {
      await strikeNote(patientId, note.id, reason);
      showToast({ title: t('medicalNotes.struck'), tone: 'success' });
      await onChanged();
    } catch (error) {
      showToast({ title: t('medicalNotes.strikeFailed'), description: errorText(t, error), tone: 'error' });
      throw error;
    }
  };

  return (
    <Box as="li" display="flex" flexDirection="column" gap="sm" className={styles.note}>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
        <Box as="h3" fontSize="h5" fontWeight="medium" className={struck ? styles.struckTitle : undefined}>
          {note.title}
        </Box>
        {struck && <Badge>{t('medicalNotes.struckBadge')}</Badge>}
      </Box>
      <p className={mutedText}>
        {note.signedAt && t('medicalNotes.signedBy', { name: personName(note.signedBy, unknown), date: formatWhen(note.signedAt) })}
        {note.amendedAt && ` · ${t('medicalNotes.amendedAt', { date: formatWhen(note.amendedAt) })}`}
      </p>
      {struck && note.struckAt && (
        <p className={styles.strikeReason}>
          {t('medicalNotes.struckBy', { name: personName(note.struckBy, unknown), date: formatWhen(note.struckAt), reason: note.strikeReason ?? '' })}
        </p>
      )}
      <NoteText sections={shownSections(note.sections)} isStruck={struck} headingLevel={4} emptyLabel={t('medicalNotes.emptySection')} />
      {note.versions.length > 1 && (
        <details className={styles.versions}>
          <summary className={styles.summary}>{t('medicalNotes.versions', { count: note.versions.length })}</summary>
          <ol className={styles.versionList}>
            {note.versions.map((version) => (
              <li key={version.version}>
                <p className={mutedText}>
                  {version.kind === 'original'
                    ? t('medicalNotes.versionOriginal', { version: version.version, name: personName(version.signedBy, unknown), date: version.signedAt ? formatWhen(version.signedAt) : '' })
                    : t('medicalNotes.versionAmendment', {
                        version: version.version,
                        name: personName(version.signedBy, unknown),
                        date: version.signedAt ? formatWhen(version.signedAt) : '',
                        reason: version.reason ?? '',
                      })}
                </p>
                <NoteText sections={shownSections(version.sections)} headingLevel={4} emptyLabel={t('medicalNotes.emptySection')} />
              </li>
            ))}
          </ol>
        </details>
      )}
      <Box display="flex" flexWrap="wrap" gap="sm">
        {!struck && (
          <Button variant="outlined" aria-label={t('medicalNotes.amendLabel', { title: note.title })} onPress={() => setOpen('amend')}>
            {t('medicalNotes.amend')}
          </Button>
        )}
        <DownloadButton format="pdf" patientId={patientId} noteId={note.id} label={t('medicalNotes.printLabel', { title: note.title })}>
          {t('medicalNotes.print')}
        </DownloadButton>
        {!struck && (
          <Button variant="text" tone="destructive" aria-label={t('medicalNotes.strikeLabel', { title: note.title })} onPress={() => setOpen('strike')}>
            {t('medicalNotes.strike')}
          </Button>
        )}
      </Box>
      {open === 'amend' && (
        <ReasonDialog
          isOpen
          onOpenChange={(isOpen) => setOpen(isOpen ? 'amend' : undefined)}
          title={t('medicalNotes.amendTitle', { title: note.title })}
          description={t('medicalNotes.amendDescription')}
          reasonLabel={t('medicalNotes.reason')}
          confirmLabel={t('medicalNotes.amendSign')}
          loadingLabel={t('medicalNotes.signing')}
          sections={note.sections}
          onConfirm={amend}
        />
      )}
      {open === 'strike' && (
        <ReasonDialog
          isOpen
          onOpenChange={(isOpen) => setOpen(isOpen ? 'strike' : undefined)}
          title={t('medicalNotes.strikeTitle')}
          description={t('medicalNotes.strikeDescription')}
          reasonLabel={t('medicalNotes.strikeReason')}
          confirmLabel={t('medicalNotes.strike')}
          loadingLabel={t('medicalNotes.striking')}
          tone="destructive"
          onConfirm={(reason) => strike(reason)}
        />
      )}
    </Box>
  );
}
