import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError as AriaFieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { localize, type CommentControl, type TextControl } from '@palate/engine';
import { tagsOf } from './answers.ts';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';

/** A typed answer: free text, a number, a whole number, or words separated by the separator. */
export function TextAnswer({ control, answer, onChange, error, language }: ControlProps<TextControl>) {
  const { t } = useTranslation();
  const errorId = useId();
  const isTags = control.format === 'tags';
  // The words as typed, so that a separator the judge just typed is not swallowed.
  const [typed, setTyped] = useState(() => (isTags ? (answer?.tags ?? []).join(`${control.separator} `) : ''));
  const value = isTags ? typed : (answer?.text ?? '');
  return (
    <TextField
      className="pl-control pl-text-answer"
      data-control-id={control.id}
      value={value}
      onChange={(next) => {
        if (isTags) {
          setTyped(next);
          onChange({ tags: tagsOf(next, control.separator) });
        } else {
          onChange({ text: next });
        }
      }}
      isInvalid={error !== null}
      aria-describedby={error === null ? undefined : errorId}
      inputMode={control.format === 'integer' ? 'numeric' : control.format === 'number' ? 'decimal' : 'text'}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      <FieldError id={errorId} error={error} />
      <Input className="pl-text-input" autoComplete="off" />
      {isTags && (
        <Text slot="description" className="pl-control-help">
          {t('session.tagsHelp', { separator: control.separator })}
        </Text>
      )}
      <AriaFieldError />
    </TextField>
  );
}

/** A remark in the judge's own words. */
export function CommentBox({ control, answer, onChange, error, language }: ControlProps<CommentControl>) {
  const errorId = useId();
  return (
    <TextField
      className="pl-control pl-comment"
      data-control-id={control.id}
      value={answer?.text ?? ''}
      onChange={(text) => onChange({ text })}
      isInvalid={error !== null}
      aria-describedby={error === null ? undefined : errorId}
    >
      <Label className="pl-control-label">{localize(control.label, language)}</Label>
      <FieldError id={errorId} error={error} />
      <TextArea className="pl-text-input pl-comment-input" rows={4} />
    </TextField>
  );
}
