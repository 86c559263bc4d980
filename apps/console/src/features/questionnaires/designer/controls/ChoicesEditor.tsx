import { useTranslation } from 'react-i18next';
import { Button, Input, Label, TextField } from 'react-aria-components';
import type { LocalizedText } from '@palate/engine';
import { changedText, wordingIn } from '../../definitionTexts.ts';
import { freeId } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';

type Choice = { id: string; label: LocalizedText; class?: string };

/** A choice question's answers (and, for check-all-that-apply, their groups and limits). */
interface ChoicesEditorProps extends Omit<ControlEditorProps, 'products' | 'pictures'> {
  /** A choice question's answers, or a TDS or TCATA control's attributes. */
  field: 'choices' | 'attributes';
}

export function ChoicesEditor({ control, field, onChange }: ChoicesEditorProps) {
  const { t } = useTranslation();
  const choices = control[field] as Choice[];
  const multiple = control.kind === 'multiple';
  const fewest = control.kind === 'multiple' ? 1 : 2;
  const setChoices = (next: (choices: Choice[]) => Choice[]) =>
    onChange((current) => ({ ...current, [field]: next(current[field] as Choice[]) }));
  const setChoice = (index: number, change: (choice: Choice) => Choice) =>
    setChoices((list) => list.map((choice, at) => (at === index ? change(choice) : choice)));
  const setLimit = (field: 'maxSelected' | 'maxPerClass', text: string) => {
    const value = Number(text);
    onChange(({ [field]: _old, ...rest }) =>
      text === '' || !Number.isInteger(value) || value < 1 ? rest : { ...rest, [field]: value },
    );
  };
  return (
    <fieldset className="pl-console-designer-choices">
      <legend>
        {t(field === 'choices' ? 'questionnaires.designer.choices' : 'questionnaires.designer.attributes')}
      </legend>
      <ul className="pl-console-designer-list">
        {choices.map((choice, index) => (
          <li key={index} className="pl-console-designer-row">
            <TextField
              className="pl-console-field"
              value={choice.id}
              onChange={(id) => setChoice(index, (current) => ({ ...current, id }))}
            >
              <Label>{t('questionnaires.designer.choiceId', { number: index + 1 })}</Label>
              <Input />
            </TextField>
            <TextField
              className="pl-console-field"
              value={wordingIn(choice.label, 'en')}
              onChange={(wording) =>
                setChoice(index, (current) => ({ ...current, label: changedText(current.label, 'en', wording) }))
              }
            >
              <Label>{t('questionnaires.designer.choiceLabel', { number: index + 1 })}</Label>
              <Input />
            </TextField>
            {multiple && (
              <TextField
                className="pl-console-field"
                value={choice.class ?? ''}
                onChange={(value) =>
                  setChoice(index, ({ class: _class, ...rest }) =>
                    value.trim() === '' ? rest : { ...rest, class: value.trim() },
                  )
                }
              >
                <Label>{t('questionnaires.designer.choiceClass', { number: index + 1 })}</Label>
                <Input />
              </TextField>
            )}
            <Button
              className="pl-console-button"
              isDisabled={choices.length <= fewest}
              aria-label={t('questionnaires.designer.removeChoice', { id: choice.id })}
              onPress={() => setChoices((list) => list.filter((_, at) => at !== index))}
            >
              {t('questionnaires.designer.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        className="pl-console-button"
        onPress={() =>
          setChoices((list) => {
            const id = freeId(
              'choice',
              list.map((choice) => choice.id),
            );
            return [...list, { id, label: t('questionnaires.designer.newChoice', { number: list.length + 1 }) }];
          })
        }
      >
        {t('questionnaires.designer.addChoice')}
      </Button>
      {multiple && (
        <div className="pl-console-designer-row">
          {(['maxSelected', 'maxPerClass'] as const).map((field) => (
            <label key={field} className="pl-console-select-field">
              <span>{t(`questionnaires.designer.${field}`)}</span>
              <input
                type="number"
                min={1}
                value={typeof control[field] === 'number' ? String(control[field]) : ''}
                onChange={(event) => setLimit(field, event.currentTarget.value)}
              />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
