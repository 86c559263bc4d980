import type { Answer, PageInstance } from '@palate/engine';
import type { AnswerRow } from './runs.repository.ts';

/**
 * An answer as stored: v and tx in their columns; tags, choices (with a RATA's ratings),
 * ranks, marks, a recording, a napping's positions or a sorting's groups (with their
 * words) as a JSON object named by its fields.
 */
export function toRow(answer: Answer, instance: PageInstance) {
  const { tags, choices, ranks, marks, recording, positions, groups, words, ratings } = answer;
  const detail = tags
    ? { tags }
    : choices
      ? { choices, ...(ratings && { ratings }) }
      : ranks
        ? { ranks }
        : marks
          ? { marks }
          : recording
            ? { recording }
            : positions
              ? { positions, ...(words && { words }) }
              : groups
                ? { groups, ...(words && { words }) }
                : undefined;
  return {
    control_id: answer.controlId,
    product_id: instance.productId,
    repetition: instance.repetition,
    value: answer.value ?? null,
    text: answer.text ?? null,
    detail: detail === undefined ? null : JSON.stringify(detail),
  };
}

export function toAnswer(row: AnswerRow): Answer {
  return {
    controlId: row.control_id,
    ...(row.value === null ? {} : { value: row.value }),
    ...(row.text === null ? {} : { text: row.text }),
    ...(row.detail === null
      ? {}
      : (JSON.parse(row.detail) as Pick<
          Answer,
          'tags' | 'choices' | 'ranks' | 'marks' | 'recording' | 'positions' | 'groups' | 'words' | 'ratings'
        >)),
  };
}
