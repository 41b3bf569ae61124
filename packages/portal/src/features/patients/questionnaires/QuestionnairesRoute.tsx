import { questionnaireKinds, type Questionnaire, type QuestionnaireKind } from '@rehab/contract';
import { Box, Card, EmptyState, Skeleton } from '@rehab/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { dateLocale } from '@rehab/web/language';
import { useQuestionnaires } from '../api/useQuestionnaires';
import { mutedText, preserveLines } from '../patients.css';
import * as styles from './questionnaires.css';
import { LoadError } from '../../../lib/LoadError';

/** /patients/view/{userId}/questionaries: each health form the patient got, with its answers. */
export function Component() {
  const { t } = useTranslation('patients');
  const { userId = '' } = useParams();
  const questionnaires = useQuestionnaires(userId);

  if (questionnaires.error && !questionnaires.data) {
    return <LoadError headingLevel={2} title={t('questionnaires.loadError')} of={questionnaires} />;
  }
  if (!questionnaires.data) {
    return (
      <Box as="section" display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('questionnaires.title')}>
        <Skeleton variant="rectangle" height="12rem" />
        <Skeleton variant="rectangle" height="12rem" />
      </Box>
    );
  }
  const all = questionnaires.data;
  if (all.length === 0) {
    return (
      <Card>
        <EmptyState headingLevel={2} title={t('questionnaires.empty')} />
      </Card>
    );
  }
  return (
    <Box display="flex" flexDirection="column" gap="xl">
      {questionnaireKinds.map((kind) => {
        const ofKind = all.filter((questionnaire) => questionnaire.kind === kind);
        return ofKind.length > 0 && <QuestionnaireKindCard key={kind} kind={kind} questionnaires={ofKind} />;
      })}
    </Box>
  );
}

/** One kind of form (the welcome, well-being and physical activity of docs/rules/records.md), each time the patient got it, newest first. */
function QuestionnaireKindCard({ kind, questionnaires }: { kind: QuestionnaireKind; questionnaires: Questionnaire[] }) {
  const { t } = useTranslation('patients');
  return (
    <Card title={t(`questionnaires.kinds.${kind}`)}>
      <Box display="flex" flexDirection="column" gap="xl">
        {questionnaires.map((questionnaire) => (
          <QuestionnaireAnswers key={questionnaire.id} questionnaire={questionnaire} />
        ))}
      </Box>
    </Card>
  );
}

function QuestionnaireAnswers({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t, i18n } = useTranslation('patients');
  const headingId = useId();
  const date = (value: string) =>
    new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long' }).format(new Date(value));
  return (
    <Box display="flex" flexDirection="column" gap="sm">
      <Box as="h3" id={headingId} fontSize="h6" fontWeight="medium" color="mediumGrey" data-date>
        {questionnaire.completedAt
          ? t('questionnaires.completed', { date: date(questionnaire.completedAt) })
          : t('questionnaires.notCompleted', { date: date(questionnaire.createdAt) })}
      </Box>
      {questionnaire.answers.length === 0 ? (
        <p className={mutedText}>{t('questionnaires.noAnswers')}</p>
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {t('questionnaires.name')}
              </th>
              <th scope="col" className={styles.headerCell}>
                {t('questionnaires.description')}
              </th>
              <th scope="col" className={styles.headerCell}>
                {t('questionnaires.answer')}
              </th>
            </tr>
          </thead>
          <tbody>
            {questionnaire.answers.map((answer, index) => (
              <tr key={index} className={styles.row}>
                <th scope="row" className={styles.nameCell}>
                  {answer.name}
                </th>
                <td className={styles.cell}>{answer.description}</td>
                <td className={`${styles.cell} ${styles.answerCell}`}>
                  <p className={preserveLines}>{answer.answer}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Box>
  );
}
