import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError, type KeptProfileValue, type ProfileValue } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { FormDialog } from '../../lib/FormDialog.tsx';

/** A field's value as its input holds it: text (numbers and dates as typed), or the choices ticked. */
type Edited = string | string[];

const editedOf = (value: ProfileValue | null): Edited =>
  value === null ? '' : Array.isArray(value) ? value : String(value);

function valueOf(field: KeptProfileValue, edited: Edited): ProfileValue | null {
  if (Array.isArray(edited)) return edited.length === 0 ? null : edited;
  if (edited.trim() === '') return null;
  return field.kind === 'number' ? Number(edited) : edited.trim();
}

/** A judge's profile as the leader sees it: the fields they may see, each with an input of its kind. */
export function JudgeProfileDialog({
  judge,
  onSaved,
  onFailure,
  onClose,
}: {
  judge: { id: string; login: string };
  onSaved: () => void;
  onFailure: (error: unknown) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [fields, setFields] = useState<KeptProfileValue[] | null>(null);
  const [edited, setEdited] = useState<Record<string, Edited>>({});
  const [refusal, setRefusal] = useState('');

  useEffect(() => {
    let current = true;
    callAsLeader('member/admin/profile', { id: judge.id }, i18n.language)
      .then(({ values }) => {
        if (!current) return;
        setFields(values);
        setEdited(Object.fromEntries(values.map((field) => [field.key, editedOf(field.value)])));
      })
      .catch(onFailure);
    return () => {
      current = false;
    };
  }, [i18n.language, judge.id, onFailure]);

  const save = () => {
    if (!fields) return;
    const values = Object.fromEntries(fields.map((field) => [field.key, valueOf(field, edited[field.key] ?? '')]));
    callAsLeader('member/admin/profile/save', { id: judge.id, values }, i18n.language)
      .then(() => {
        onSaved();
        onClose();
      })
      .catch((error: unknown) => {
        if (!(error instanceof CallError) || error.code !== 90422) return onFailure(error);
        const { reason } = (error.data ?? {}) as { reason?: string };
        setRefusal(reason ?? error.message);
      });
  };

  return (
    <FormDialog
      title={t('judgeProfile.title', { login: judge.login })}
      save={t('judgeProfile.save')}
      isSaveDisabled={!fields || fields.length === 0}
      onSave={save}
      onClose={onClose}
    >
      {fields?.length === 0 && <p>{t('judgeProfile.noFields')}</p>}
      {fields?.map((field) => (
        <ProfileInput
          key={field.key}
          field={field}
          edited={edited[field.key] ?? ''}
          onChange={(value) => setEdited((current) => ({ ...current, [field.key]: value }))}
        />
      ))}
      {refusal && (
        <p className="pl-console-error" role="alert">
          {refusal}
        </p>
      )}
    </FormDialog>
  );
}

function ProfileInput({
  field,
  edited,
  onChange,
}: {
  field: KeptProfileValue;
  edited: Edited;
  onChange: (value: Edited) => void;
}) {
  const label = field.required ? `${field.label} *` : field.label;
  if (field.kind === 'choices') {
    const chosen = Array.isArray(edited) ? edited : [];
    return (
      <fieldset className="pl-console-fieldset">
        <legend>{label}</legend>
        {field.options.map((option) => (
          <CheckboxField
            key={option}
            label={option}
            isSelected={chosen.includes(option)}
            onChange={(on) => onChange(on ? [...chosen, option] : chosen.filter((one) => one !== option))}
          />
        ))}
      </fieldset>
    );
  }
  const text = typeof edited === 'string' ? edited : '';
  if (field.kind === 'choice') {
    return (
      <label className="pl-console-select-field">
        <span>{label}</span>
        <select value={text} required={field.required} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">—</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label className="pl-console-field">
      <span>{label}</span>
      <input
        type={field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text'}
        required={field.required}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </label>
  );
}
