import { formTextMax, type FormItem } from '@rehab/contract';
import { z } from 'zod/mini';

/** What the patient reads when an answer is missing or out of bounds, in their language. */
export type AnswerMessages = {
  choose: string;
  scale: (bounds: { min: number; max: number }) => string;
  text: string;
  tooLong: (length: number) => string;
};

export type AnswerValues = Record<string, string | number | undefined>;
export type Answers = Record<string, string | number>;

function answerSchema(item: FormItem, messages: AnswerMessages) {
  const { answer } = item;
  if (answer.kind === 'choice') return z.enum(answer.options, { error: messages.choose });
  if (answer.kind === 'scale') {
    const error = messages.scale(answer);
    return z.number({ error }).check(z.int({ error }), z.minimum(answer.min, { error }), z.maximum(answer.max, { error }));
  }
  return z
    .string({ error: messages.text })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.text }),
      z.maxLength(formTextMax, { error: messages.tooLong(formTextMax) }),
    );
}

/** Every item of a form answered within its bounds, as the server checks it, with a message for each. */
export function answersSchema(items: readonly FormItem[], messages: AnswerMessages): z.ZodMiniType<Answers, AnswerValues> {
  return z.object(Object.fromEntries(items.map((item) => [item.id, answerSchema(item, messages)])));
}
