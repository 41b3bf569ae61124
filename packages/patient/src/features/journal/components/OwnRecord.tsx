import type { OwnRecordResponse } from '@rehab/contract';
import { Box, Card, EmptyState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { formatDateInSweden, formatDateTimeInSweden } from '@rehab/contract/dates';
import { reader, readers } from '../journal.css';

/** Min journal beside the notes: the program's lines, the questionnaires answered, and the feedback given. */
export function OwnRecord({ record }: { record: OwnRecordResponse }) {
  const { t, i18n } = useTranslation('patientJournal');
  const language = i18n.language === 'en' ? 'en' : 'sv';
  return (
    <>
      <Card title={t('program.title')}>
        {record.program.length === 0 ? (
          <EmptyState title={t('program.empty')} />
        ) : (
          <ul className={readers}>
            {record.program.map((line) => (
              <li key={line.id} className={reader}>
                <Box as="h3" fontSize="h6" fontWeight="bold">
                  {t('program.line', { type: t(`types.${line.type}`, { ns: 'patientToday' }), level: line.level })}
                </Box>
                <span>{t('program.when', { day: t(`program.days.${line.day}`), start: formatDateInSweden(line.start), finish: formatDateInSweden(line.finish) })}</span>
                {line.exercises.length > 0 && (
                  <Box as="span" color="mediumGrey" fontSize="small">
                    {line.exercises.map((name) => name[language]).join(', ')}
                  </Box>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('answers.title')}>
        {record.questionnaires.length === 0 ? (
          <EmptyState title={t('answers.empty')} />
        ) : (
          <Box display="flex" flexDirection="column" gap="lg">
            {record.questionnaires.map((form) => (
              // Not a landmark of its own: a form answered twice would be two regions of one name.
              <Box key={form.id} display="flex" flexDirection="column" gap="xs">
                <Box as="h3" fontSize="h6" fontWeight="bold">
                  {t(`kinds.${form.kind}.title`, { ns: 'patientQuestionnaires' })}
                </Box>
                <Box as="p" color="mediumGrey" fontSize="small">
                  {t('answers.answeredAt', { date: formatDateTimeInSweden(form.completedAt ?? form.createdAt) })}
                </Box>
                <dl className={readers}>
                  {form.answers.map((answer, index) => (
                    <div key={index} className={reader}>
                      <dt>{answer.description || answer.name}</dt>
                      <Box as="dd" margin="none" fontWeight="medium">
                        {answer.answer || t('answers.none')}
                      </Box>
                    </div>
                  ))}
                </dl>
              </Box>
            ))}
          </Box>
        )}
      </Card>
      <Card title={t('feedback.title')}>
        {record.feedback.length === 0 ? (
          <EmptyState title={t('feedback.empty')} />
        ) : (
          <ul className={readers}>
            {record.feedback.map((item) => (
              <li key={item.id} className={reader}>
                <Box as="h3" fontSize="h6" fontWeight="bold">
                  {item.exercise[language]}
                </Box>
                <span>
                  {t(`feedback.${item.feedback}`, { ns: 'patientToday' })}
                  {item.pain !== null && ` · ${t('feedback.pain', { pain: item.pain })}`}
                </span>
                {item.note && <span>{item.note}</span>}
                <Box as="span" color="mediumGrey" fontSize="small">
                  {formatDateTimeInSweden(item.at)}
                </Box>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
