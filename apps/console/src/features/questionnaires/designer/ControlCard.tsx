import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, TextField } from 'react-aria-components';
import type { Control } from '@palate/engine';
import { CheckboxField } from '../../../lib/CheckboxField.tsx';
import { changedText, wordingIn } from '../definitionTexts.ts';
import type { DraftControl } from '../designerDraft.ts';
import { CONTROL_EDITORS } from './controls/controlEditors.ts';
import type { ControlEditorProps } from './controls/ControlEditorProps.ts';
import { SelectField } from './controls/fields.tsx';

interface ControlCardProps extends ControlEditorProps {
  /** Its place on its page, and the page's number of controls. */
  at: number;
  count: number;
  onMove: (to: number) => void;
  /** The questionnaire's page ids, and the index of this control's page. */
  pages: string[];
  page: number;
  onMoveToPage: (page: number) => void;
  onRemove: () => void;
}

/**
 * The fields every control shares (its kind, name, question in English, whether it must be
 * answered; its moves and removal) around the editor of its kind's own fields.
 */
export function ControlCard(props: ControlCardProps) {
  const { control, products, pictures, onChange, at, count, onMove, onRemove, pages, page, onMoveToPage } = props;
  const { t } = useTranslation();
  const textField = control.kind === 'info' ? 'text' : 'label';
  const wording = control[textField];
  const kind =
    control.kind === 'discrimination'
      ? String(control.method)
      : control.kind === 'multiple' && control.rate !== undefined
        ? 'rata'
        : control.kind;
  // A draft may name a kind the format does not have (the server's check then says so): it has no editor.
  const KindEditor = CONTROL_EDITORS[control.kind as Control['kind']] as ComponentType<ControlEditorProps> | undefined;
  return (
    <>
      <div className="pl-console-designer-fields">
        <span className="pl-console-designer-kind">
          {t(`questionnaires.designer.kinds.${kind}`, { defaultValue: kind })}
        </span>
        <TextField
          className="pl-console-field"
          value={control.id}
          onChange={(id) => onChange((current) => ({ ...current, id }))}
        >
          <Label>{t('questionnaires.designer.controlId')}</Label>
          <Input />
        </TextField>
        <TextField
          className="pl-console-field pl-console-designer-question"
          value={
            typeof wording === 'string' || (typeof wording === 'object' && wording !== null)
              ? wordingIn(wording as never, 'en')
              : ''
          }
          onChange={(value) =>
            onChange((current) => ({
              ...current,
              [textField]: changedText((current[textField] as never) ?? '', 'en', value),
            }))
          }
        >
          <Label>
            {t(control.kind === 'info' ? 'questionnaires.designer.infoText' : 'questionnaires.designer.question')}
          </Label>
          <Input />
        </TextField>
        {KindEditor && <KindEditor control={control} products={products} pictures={pictures} onChange={onChange} />}
        {control.kind !== 'info' && (
          <CheckboxField
            isSelected={isMandatory(control)}
            onChange={(mandatory) => onChange((current) => ({ ...current, mandatory }))}
            label={t('questionnaires.designer.mandatory')}
          />
        )}
      </div>
      <div className="pl-console-actions">
        <Button
          className="pl-console-button"
          isDisabled={at === 0}
          aria-label={t('questionnaires.designer.controlUp', { id: control.id })}
          onPress={() => onMove(at - 1)}
        >
          ↑
        </Button>
        <Button
          className="pl-console-button"
          isDisabled={at === count - 1}
          aria-label={t('questionnaires.designer.controlDown', { id: control.id })}
          onPress={() => onMove(at + 1)}
        >
          ↓
        </Button>
        <SelectField
          label={t('questionnaires.designer.controlPage', { id: control.id })}
          value={String(page)}
          options={pages.map((id, index) => ({
            value: String(index),
            label: t('questionnaires.designer.page', { number: index + 1, id }),
          }))}
          onChange={(to) => onMoveToPage(Number(to))}
        />
        <Button
          className="pl-console-button pl-console-button--danger"
          isDisabled={count <= 1}
          aria-label={t('questionnaires.designer.deleteControl', { id: control.id })}
          onPress={onRemove}
        >
          {t('questionnaires.designer.remove')}
        </Button>
      </div>
    </>
  );
}

/** The format's default: every answer is mandatory but a comment's. */
function isMandatory(control: DraftControl): boolean {
  return control.mandatory ?? control.kind !== 'comment';
}
