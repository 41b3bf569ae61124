import { formTextMax, type FormItem, type QuestionnaireKind } from '@rehab/contract';
import { Radio, RadioGroup, Slider, TextArea } from '@rehab/ui';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { roomyChoices, scaleChoices } from '../../../lib/choices.css';
import type { AnswerValues } from '../answersSchema';

/** A scale this short is a row of numbers to tap; a longer one (0–100) is a slider. */
const longestTappedScale = 10;

/** One item of a form with the input its answer takes: a choice, a scale or a text. */
export function AnswerField({
  control,
  kind,
  item,
}: {
  control: Control<AnswerValues>;
  kind: QuestionnaireKind;
  item: FormItem;
}) {
  const { t } = useTranslation('patientQuestionnaires');
  const key = `items.${kind}.${item.id}`;
  const question = t(`${key}.question`);
  const { answer } = item;
  return (
    <Controller
      control={control}
      name={item.id}
      render={({ field, fieldState }) => {
        const common = {
          label: question,
          name: field.name,
          onBlur: field.onBlur,
          errorMessage: fieldState.error?.message,
          isRequired: true,
        };
        if (answer.kind === 'text') {
          return (
            <TextArea
              {...common}
              ref={field.ref}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              maxLength={formTextMax}
            />
          );
        }
        if (answer.kind === 'choice') {
          return (
            <div className={roomyChoices}>
              <RadioGroup
                {...common}
                ref={field.ref}
                value={typeof field.value === 'string' ? field.value : null}
                onChange={field.onChange}
              >
                {answer.options.map((option) => (
                  <Radio key={option} value={option}>
                    {t(`${key}.options.${option}`)}
                  </Radio>
                ))}
              </RadioGroup>
            </div>
          );
        }
        const anchors = t('scaleAnchors', { min: answer.min, max: answer.max, low: t(`${key}.low`), high: t(`${key}.high`) });
        if (answer.max - answer.min <= longestTappedScale) {
          const values = Array.from({ length: answer.max - answer.min + 1 }, (_, index) => String(answer.min + index));
          return (
            <div className={scaleChoices}>
              <RadioGroup
                {...common}
                ref={field.ref}
                description={anchors}
                orientation="horizontal"
                value={typeof field.value === 'number' ? String(field.value) : null}
                onChange={(value) => field.onChange(Number(value))}
              >
                {values.map((value) => (
                  <Radio key={value} value={value}>
                    {value}
                  </Radio>
                ))}
              </RadioGroup>
            </div>
          );
        }
        return (
          <Slider
            {...common}
            ref={field.ref}
            description={anchors}
            minValue={answer.min}
            maxValue={answer.max}
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            unsetText={t('unanswered')}
          />
        );
      }}
    />
  );
}
