import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeptProfileValue, ProfileValue } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { ChoiceField } from '../../components/ui/ChoiceField.tsx';
import { callAsUser } from '../../lib/api.ts';
import { errorMessageKey } from '../../lib/errors.ts';

/** A field's value as its input holds it: text (numbers and dates as typed), or the choices ticked. */
type Edited = string | string[];

const editedOf = (value: ProfileValue | null): Edited =>
  value === null ? '' : Array.isArray(value) ? value : String(value);

function valueOf(field: KeptProfileValue, edited: Edited): ProfileValue | null {
  if (Array.isArray(edited)) return edited.length === 0 ? null : edited;
  if (edited.trim() === '') return null;
  return field.kind === 'number' ? Number(edited) : edited.trim();
}

/**
 * What the lab keeps about the judge (their profile, and nothing else is kept), and the
 * fields the lab lets them fill themselves.
 */
export function ProfileValuesCard({ language }: { language: string }) {
  const { t } = useTranslation();
  const [kept, setKept] = useState<KeptProfileValue[] | null>(null);
  const [edited, setEdited] = useState<Record<string, Edited>>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'problem'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let current = true;
    callAsUser('member/profile/values', {})
      .then(({ values }) => {
        if (!current) return;
        setKept(values);
        setEdited(Object.fromEntries(values.map((field) => [field.key, editedOf(field.value)])));
      })
      .catch((error: unknown) => current && setStatus({ kind: 'problem', text: t(errorMessageKey(error)) }));
    return () => {
      current = false;
    };
  }, [t]);

  if (kept === null || kept.length === 0) {
    return status ? (
      <p className="pl-login-alert" role="alert">
        {status.text}
      </p>
    ) : null;
  }
  const editable = kept.filter((field) => field.judgeEditable);
  const shown = (field: KeptProfileValue) => {
    if (field.value === null) return t('profileValues.notGiven');
    if (Array.isArray(field.value)) return field.value.join(', ');
    if (field.kind === 'date' && typeof field.value === 'string') {
      return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(field.value));
    }
    return String(field.value);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setStatus(null);
    const values = Object.fromEntries(editable.map((field) => [field.key, valueOf(field, edited[field.key] ?? '')]));
    callAsUser('member/profile/values/save', { values })
      .then(() => {
        setKept((current) =>
          (current ?? []).map((field) =>
            Object.hasOwn(values, field.key) ? { ...field, value: values[field.key] ?? null } : field,
          ),
        );
        setStatus({ kind: 'saved', text: t('profileValues.saved') });
      })
      .catch((error: unknown) => setStatus({ kind: 'problem', text: t(errorMessageKey(error)) }))
      .finally(() => setPending(false));
  };

  return (
    <section className="pl-account-card pl-surface" aria-labelledby="pl-account-kept">
      <h2 id="pl-account-kept">{t('profileValues.title')}</h2>
      <p>{t('profileValues.help')}</p>
      <dl className="pl-account-profile">
        {kept.map((field) => (
          <div key={field.key} className="pl-account-kept-row">
            <dt>{field.label}</dt>
            <dd>{shown(field)}</dd>
          </div>
        ))}
      </dl>
      {editable.length > 0 && (
        <form className="pl-account-kept-form" onSubmit={save}>
          <h3>{t('profileValues.change')}</h3>
          {editable.map((field) => (
            <ProfileInput
              key={field.key}
              field={field}
              edited={edited[field.key] ?? ''}
              onChange={(value) => setEdited((current) => ({ ...current, [field.key]: value }))}
            />
          ))}
          <Button type="submit" variant="primary" isPending={pending}>
            {t('profileValues.save')}
          </Button>
        </form>
      )}
      <p className={status?.kind === 'problem' ? 'pl-login-alert' : undefined} role="status">
        {status?.text ?? ''}
      </p>
    </section>
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
  if (field.kind === 'choice') {
    return (
      <ChoiceField
        label={field.label}
        value={typeof edited === 'string' && edited !== '' ? edited : null}
        onChange={onChange}
        options={field.options.map((option) => ({ value: option, label: option }))}
        isRequired={field.required}
      />
    );
  }
  if (field.kind === 'choices') {
    const chosen = Array.isArray(edited) ? edited : [];
    return (
      <fieldset className="pl-account-kept-choices">
        <legend className="pl-field-label">{field.label}</legend>
        {field.options.map((option) => (
          <label key={option} className="pl-account-kept-check">
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) =>
                onChange(event.currentTarget.checked ? [...chosen, option] : chosen.filter((one) => one !== option))
              }
            />
            {option}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <label className="pl-field">
      <span className="pl-field-label">{field.label}</span>
      <input
        className="pl-field-input"
        type={field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text'}
        inputMode={field.kind === 'number' ? 'decimal' : undefined}
        required={field.required}
        value={typeof edited === 'string' ? edited : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </label>
  );
}
