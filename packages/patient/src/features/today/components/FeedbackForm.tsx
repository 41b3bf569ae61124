import { difficulties, type Difficulty } from '@rehab/contract';
import { Box, Button, Radio, RadioGroup, TextArea } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@rehab/web/serverErrors';
import { scaleChoices } from '../../../lib/choices.css';
import { sendOrQueue } from '../offlineTasks';

/** The numeric rating scale of pain, 0 to 10. */
const painValues = Array.from({ length: 11 }, (_, value) => String(value));

export type FeedbackFormProps = {
  taskId: string;
  exerciseId: string;
  exerciseName: string;
  /** Sent, queued to be sent once online, or skipped. */
  onDone: (outcome: 'sent' | 'queued' | 'skipped') => void;
};

/**
 * After an exercise: how it felt (easy, moderate, hard), how much it hurt (0–10) and a note if the patient
 * wants, sent to their physio with the task it is on. Pain of 7 or more, or a rise, raises an alert for the physio.
 */
export function FeedbackForm({ taskId, exerciseId, exerciseName, onDone }: FeedbackFormProps) {
  const { t } = useTranslation('patientToday');
  const [feedback, setFeedback] = useState<Difficulty>();
  const [pain, setPain] = useState<number>();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [isSending, setSending] = useState(false);

  const send = async () => {
    if (!feedback) {
      setError(t('feedback.choose'));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      onDone(
        await sendOrQueue({
          kind: 'feedback',
          taskId,
          exerciseName,
          body: {
            exerciseId,
            taskId,
            feedback,
            ...(pain !== undefined && { pain }),
            ...(note.trim() ? { note: note.trim() } : {}),
          },
        }),
      );
    } catch (caught) {
      setError(errorText(t, caught));
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('feedback.label', { name: exerciseName })}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Box display="flex" flexDirection="column" gap="lg" paddingTop="sm">
        <RadioGroup
          label={t('feedback.question')}
          value={feedback ?? null}
          onChange={(value) => setFeedback(value as Difficulty)}
          errorMessage={!feedback ? error : undefined}
          orientation="horizontal"
        >
          {difficulties.map((difficulty) => (
            <Radio key={difficulty} value={difficulty}>
              {t(`feedback.${difficulty}`)}
            </Radio>
          ))}
        </RadioGroup>
        <div className={scaleChoices}>
          <RadioGroup
            label={t('feedback.pain')}
            description={t('feedback.painAnchors')}
            value={pain === undefined ? null : String(pain)}
            onChange={(value) => setPain(Number(value))}
            orientation="horizontal"
          >
            {painValues.map((value) => (
              <Radio key={value} value={value}>
                {value}
              </Radio>
            ))}
          </RadioGroup>
        </div>
        <TextArea label={t('feedback.note')} value={note} onChange={setNote} maxLength={2000} rows={3} />
        {feedback && error && (
          <Box role="alert" color="errorText">
            {error}
          </Box>
        )}
        <Box display="flex" gap="sm" flexWrap="wrap" justifyContent="space-between">
          <Button variant="text" onPress={() => onDone('skipped')}>
            {t('feedback.skip')}
          </Button>
          <Button type="submit" variant="contained" isLoading={isSending} loadingLabel={t('feedback.sending')}>
            {t('feedback.send')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}
