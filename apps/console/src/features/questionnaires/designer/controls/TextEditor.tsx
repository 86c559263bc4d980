import { useTranslation } from 'react-i18next';
import { Input, Label, TextField } from 'react-aria-components';
import { withField } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';
import { NumberField, SelectField } from './fields.tsx';

const FORMATS = ['free', 'number', 'integer', 'tags'] as const;

/** A typed answer: what it must read as, its shortest and longest lengths, and for words their count and separator. */
export function TextEditor({ control, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  const numberOf = (field: string) => (typeof control[field] === 'number' ? (control[field] as number) : undefined);
  const setOptional = (field: string) => (value: number | undefined) =>
    onChange((current) => withField(current, field, value));
  return (
    <>
      <SelectField
        label={t('questionnaires.designer.format')}
        value={typeof control.format === 'string' ? control.format : 'free'}
        options={FORMATS.map((format) => ({ value: format, label: t(`questionnaires.designer.formats.${format}`) }))}
        onChange={(format) => onChange((current) => ({ ...current, format }))}
      />
      <NumberField
        label={t('questionnaires.designer.minLength')}
        value={numberOf('minLength')}
        min={0}
        integer
        optional
        onChange={setOptional('minLength')}
      />
      <NumberField
        label={t('questionnaires.designer.maxLengthOptional')}
        value={numberOf('maxLength')}
        min={1}
        integer
        optional
        onChange={setOptional('maxLength')}
      />
      {control.format === 'tags' && (
        <>
          <NumberField
            label={t('questionnaires.designer.maxTags')}
            value={numberOf('maxTags')}
            min={1}
            integer
            optional
            onChange={setOptional('maxTags')}
          />
          <TextField
            className="pl-console-field"
            maxLength={1}
            value={typeof control.separator === 'string' ? control.separator : ''}
            onChange={(separator) => onChange((current) => withField(current, 'separator', separator || undefined))}
          >
            <Label>{t('questionnaires.designer.separator')}</Label>
            <Input placeholder="," />
          </TextField>
        </>
      )}
    </>
  );
}
