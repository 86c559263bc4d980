import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { LIBRARY_FIELD_KINDS, type LibraryFieldKind, type LibraryFieldView } from '@palate/protocol';
import { FormDialog } from '../../lib/FormDialog.tsx';

const KIND_TEXT = { text: 'products.kindText', number: 'products.kindNumber', date: 'products.kindDate' } as const;

/** The account's custom fields of products, all saved at once in their order. */
export function FieldsDialog({
  fields,
  onSave,
  onClose,
}: {
  fields: LibraryFieldView[];
  onSave: (fields: LibraryFieldView[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(fields);
  const change = (index: number, part: Partial<LibraryFieldView>) =>
    setRows((old) => old.map((row, i) => (i === index ? { ...row, ...part } : row)));
  return (
    <FormDialog
      title={t('products.fields')}
      save={t('products.save')}
      isSaveDisabled={rows.some((row) => row.key === '' || row.label.trim() === '')}
      onSave={() => onSave(rows)}
      onClose={onClose}
    >
      <p className="pl-console-help">{t('products.fieldsHelp')}</p>
      {rows.map((row, index) => (
        <fieldset key={index} className="pl-products-field">
          <legend>{row.key || t('products.fieldKey')}</legend>
          <label className="pl-console-field">
            <span>{t('products.fieldKey')}</span>
            <input
              value={row.key}
              pattern="[a-z][a-z0-9_]*"
              autoComplete="off"
              onChange={(event) => change(index, { key: event.currentTarget.value.toLowerCase() })}
            />
          </label>
          <label className="pl-console-field">
            <span>{t('products.fieldLabel')}</span>
            <input value={row.label} onChange={(event) => change(index, { label: event.currentTarget.value })} />
          </label>
          <label className="pl-console-select-field">
            <span>{t('products.fieldKind')}</span>
            <select
              value={row.kind}
              onChange={(event) => change(index, { kind: event.currentTarget.value as LibraryFieldKind })}
            >
              {LIBRARY_FIELD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(KIND_TEXT[kind])}
                </option>
              ))}
            </select>
          </label>
          <Button className="pl-console-button" onPress={() => setRows((old) => old.filter((_, i) => i !== index))}>
            {t('products.removeField', { key: row.key })}
          </Button>
        </fieldset>
      ))}
      <Button
        className="pl-console-button"
        onPress={() => setRows((old) => [...old, { key: '', label: '', kind: 'text' }])}
      >
        {t('products.addField')}
      </Button>
    </FormDialog>
  );
}
