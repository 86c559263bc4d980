import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form } from 'react-aria-components';
import { PROFILE_FIELD_KINDS, type ProfileFieldKind, type ProfileFieldView } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { useUnsavedChanges } from '../../lib/unsavedChanges.ts';

interface FieldDraft {
  id?: string;
  key: string;
  label: string;
  kind: ProfileFieldKind;
  options: string;
  required: boolean;
  visibility: 'leaders' | 'admins';
  judgeEditable: boolean;
}

const NEW_FIELD: FieldDraft = {
  key: '',
  label: '',
  kind: 'text',
  options: '',
  required: false,
  visibility: 'leaders',
  judgeEditable: false,
};

const draftOf = (field: ProfileFieldView): FieldDraft => ({ ...field, options: field.options.join(', ') });

/**
 * The judges' profile fields an administrator defines: what the account keeps about its
 * judges, and nothing else. A field's key and kind stay once made; removing one removes
 * every judge's value of it.
 */
export function ProfileFieldsSection({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failure, fail, reload } = useLeaderCall('acc/profile/fields', {}, onSignedOut);
  const { notice, setNotice, act } = useLeaderAction(fail, reload);
  const [draft, setDraft] = useState<FieldDraft>(NEW_FIELD);
  // What the form started from (a new field, or the field being edited): the draft's changes since are not saved.
  const [startedFrom, setStartedFrom] = useState<FieldDraft>(NEW_FIELD);
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(startedFrom));
  const startFrom = (start: FieldDraft) => {
    setDraft(start);
    setStartedFrom(start);
  };
  const [removing, setRemoving] = useState<ProfileFieldView | null>(null);
  const change = (changed: Partial<FieldDraft>) => setDraft((current) => ({ ...current, ...changed }));
  const hasOptions = draft.kind === 'choice' || draft.kind === 'choices';

  return (
    <section className="pl-console-card" aria-labelledby="pl-profile-fields">
      <h2 id="pl-profile-fields">{t('profileFields.title')}</h2>
      <p className="pl-console-help">{t('profileFields.help')}</p>
      <FailureNote failure={failure} />
      <p className="pl-console-success" role="status">
        {notice}
      </p>
      {data?.fields.length === 0 && <p>{t('profileFields.none')}</p>}
      {data && data.fields.length > 0 && (
        <ul className="pl-console-stack">
          {data.fields.map((field) => (
            <li key={field.id}>
              <strong>{field.label}</strong> <code>{field.key}</code>
              <span className="pl-console-note">
                {[
                  t(`profileFields.kind_${field.kind}`),
                  field.options.join(', '),
                  field.required ? t('profileFields.required') : '',
                  t(field.visibility === 'admins' ? 'profileFields.adminsSee' : 'profileFields.leadersSee'),
                  field.judgeEditable ? t('profileFields.judgeEditable') : '',
                ]
                  .filter((part) => part !== '')
                  .join(' · ')}
              </span>
              <span className="pl-console-actions">
                <Button className="pl-console-button" onPress={() => startFrom(draftOf(field))}>
                  {t('profileFields.edit')}
                </Button>
                <Button className="pl-console-button" onPress={() => setRemoving(field)}>
                  {t('profileFields.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form
        className="pl-console-form"
        aria-labelledby="pl-profile-field-form"
        onSubmit={(event) => {
          event.preventDefault();
          const options = draft.options
            .split(',')
            .map((option) => option.trim())
            .filter((option) => option !== '');
          const label = draft.label.trim();
          setNotice('');
          callAsLeader(
            'acc/profile/field/save',
            {
              ...(draft.id === undefined ? {} : { id: draft.id }),
              key: draft.key.trim(),
              label: draft.label.trim(),
              kind: draft.kind,
              options: hasOptions ? options : [],
              required: draft.required,
              visibility: draft.visibility,
              judgeEditable: draft.judgeEditable,
            },
            i18n.language,
          )
            .then(() => {
              setNotice(t('profileFields.saved', { label }));
              startFrom(NEW_FIELD);
              reload();
            })
            .catch(fail);
        }}
      >
        <h3 id="pl-profile-field-form">{t(draft.id === undefined ? 'profileFields.add' : 'profileFields.editing')}</h3>
        <label className="pl-console-field">
          <span>{t('profileFields.label')}</span>
          <input required value={draft.label} onChange={(event) => change({ label: event.currentTarget.value })} />
        </label>
        <label className="pl-console-field">
          <span>{t('profileFields.key')}</span>
          <input
            required
            pattern="[a-z][a-z0-9_]{0,39}"
            disabled={draft.id !== undefined}
            aria-describedby="pl-profile-key-help"
            value={draft.key}
            onChange={(event) => change({ key: event.currentTarget.value })}
          />
          <span id="pl-profile-key-help" className="pl-console-note">
            {t('profileFields.keyHelp')}
          </span>
        </label>
        <label className="pl-console-select-field">
          <span>{t('profileFields.kind')}</span>
          <select
            value={draft.kind}
            disabled={draft.id !== undefined}
            onChange={(event) => change({ kind: event.currentTarget.value as ProfileFieldKind })}
          >
            {PROFILE_FIELD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`profileFields.kind_${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {hasOptions && (
          <label className="pl-console-field">
            <span>{t('profileFields.options')}</span>
            <input
              required
              value={draft.options}
              onChange={(event) => change({ options: event.currentTarget.value })}
            />
          </label>
        )}
        <label className="pl-console-select-field">
          <span>{t('profileFields.visibility')}</span>
          <select
            value={draft.visibility}
            onChange={(event) => change({ visibility: event.currentTarget.value as 'leaders' | 'admins' })}
          >
            <option value="leaders">{t('profileFields.leadersSee')}</option>
            <option value="admins">{t('profileFields.adminsSee')}</option>
          </select>
        </label>
        <CheckboxField
          isSelected={draft.required}
          onChange={(required) => change({ required })}
          label={t('profileFields.required')}
        />
        <CheckboxField
          isSelected={draft.judgeEditable}
          onChange={(judgeEditable) => change({ judgeEditable })}
          label={t('profileFields.judgeEditable')}
        />
        <div className="pl-console-actions">
          <Button type="submit" className="pl-console-button pl-console-button--primary">
            {t(draft.id === undefined ? 'profileFields.addButton' : 'profileFields.save')}
          </Button>
          {draft.id !== undefined && (
            <Button className="pl-console-button" onPress={() => startFrom(NEW_FIELD)}>
              {t('profileFields.cancel')}
            </Button>
          )}
        </div>
      </Form>
      {removing && (
        <ConfirmDialog
          title={t('profileFields.removeTitle', { label: removing.label })}
          message={t('profileFields.removeMessage', { label: removing.label })}
          confirm={t('profileFields.remove')}
          onConfirm={() =>
            void act(
              'acc/profile/field/delete',
              { id: removing.id },
              t('profileFields.removed', { label: removing.label }),
            )
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
