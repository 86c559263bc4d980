import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { ProfileFieldView } from '@palate/protocol';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import {
  EMPTY_CONDITION,
  toggled,
  listOf,
  type AudienceDraft,
  type CellDraft,
  type ConditionDraft,
  type FilterDraft,
  type QuotaDraft,
} from './audienceDraft.ts';

/**
 * The publish form's audience: the profiles a publication is restricted to, and its quotas
 * on profile fields or on the questions of the questionnaire's screening page.
 */
export function AudienceFields({
  fields,
  draft,
  onChange,
}: {
  fields: ProfileFieldView[];
  draft: AudienceDraft;
  onChange: (draft: AudienceDraft) => void;
}) {
  const { t } = useTranslation();
  const fieldOf = (key: string) => fields.find((field) => field.key === key);
  const setQuota = (index: number, quota: QuotaDraft) =>
    onChange({ ...draft, quotas: draft.quotas.map((one, at) => (at === index ? quota : one)) });
  const newCell = (): CellDraft => ({ ...EMPTY_CONDITION, label: '', quota: '' });

  return (
    <>
      <FilterFields fields={fields} filter={draft.filter} onChange={(filter) => onChange({ ...draft, filter })} />

      <fieldset className="pl-console-fieldset">
        <legend>{t('audience.quotas')}</legend>
        <p className="pl-console-help">{t('audience.quotasHelp')}</p>
        {draft.quotas.map((quota, index) => (
          <div className="pl-console-stack pl-audience-quota" key={index}>
            <div className="pl-console-actions">
              <label className="pl-console-select-field">
                <span>{t('audience.quotaOn')}</span>
                <select
                  value={quota.source}
                  onChange={(event) =>
                    setQuota(index, {
                      source: event.currentTarget.value as 'field' | 'control',
                      key: event.currentTarget.value === 'field' ? (fields[0]?.key ?? '') : '',
                      cells: [newCell()],
                    })
                  }
                >
                  <option value="control">{t('audience.screeningQuestion')}</option>
                  {fields.length > 0 && <option value="field">{t('audience.profileField')}</option>}
                </select>
              </label>
              {quota.source === 'field' ? (
                <FieldSelect
                  label={t('audience.field')}
                  fields={fields}
                  value={quota.key}
                  onChange={(key) => setQuota(index, { ...quota, key, cells: [newCell()] })}
                />
              ) : (
                <label className="pl-console-field">
                  <span>{t('audience.questionId')}</span>
                  <input
                    value={quota.key}
                    onChange={(event) => setQuota(index, { ...quota, key: event.currentTarget.value })}
                  />
                </label>
              )}
              <Button
                className="pl-console-button"
                onPress={() => onChange({ ...draft, quotas: draft.quotas.filter((_, at) => at !== index) })}
              >
                {t('audience.removeQuota')}
              </Button>
            </div>
            {quota.cells.map((cell, cellIndex) => {
              const setCell = (changed: Partial<CellDraft>) =>
                setQuota(index, {
                  ...quota,
                  cells: quota.cells.map((one, at) => (at === cellIndex ? { ...one, ...changed } : one)),
                });
              return (
                <div className="pl-console-actions pl-audience-cell" key={cellIndex}>
                  <label className="pl-console-field">
                    <span>{t('audience.cellLabel')}</span>
                    <input value={cell.label} onChange={(event) => setCell({ label: event.currentTarget.value })} />
                  </label>
                  <ConditionInputs
                    field={quota.source === 'field' ? fieldOf(quota.key) : undefined}
                    condition={cell}
                    onChange={setCell}
                  />
                  <label className="pl-console-field">
                    <span>{t('audience.cellQuota')}</span>
                    <input
                      type="number"
                      min={0}
                      inputMode="numeric"
                      value={cell.quota}
                      onChange={(event) => setCell({ quota: event.currentTarget.value })}
                    />
                  </label>
                  <Button
                    className="pl-console-button"
                    isDisabled={quota.cells.length === 1}
                    onPress={() =>
                      setQuota(index, { ...quota, cells: quota.cells.filter((_, at) => at !== cellIndex) })
                    }
                  >
                    {t('audience.removeCell')}
                  </Button>
                </div>
              );
            })}
            <Button
              className="pl-console-button"
              onPress={() => setQuota(index, { ...quota, cells: [...quota.cells, newCell()] })}
            >
              {t('audience.addCell')}
            </Button>
          </div>
        ))}
        <Button
          className="pl-console-button"
          onPress={() =>
            onChange({ ...draft, quotas: [...draft.quotas, { source: 'control', key: '', cells: [newCell()] }] })
          }
        >
          {t('audience.addQuota')}
        </Button>
      </fieldset>
    </>
  );
}

/** The profiles a publication is for: every condition met; none, every judge. */
export function FilterFields({
  fields,
  filter,
  onChange,
}: {
  fields: ProfileFieldView[];
  filter: FilterDraft;
  onChange: (filter: FilterDraft) => void;
}) {
  const { t } = useTranslation();
  const fieldOf = (key: string) => fields.find((field) => field.key === key);
  return (
    <fieldset className="pl-console-fieldset">
      <legend>{t('audience.restriction')}</legend>
      <p className="pl-console-help">{t(fields.length === 0 ? 'audience.noFields' : 'audience.restrictionHelp')}</p>
      {filter.map((condition, index) => (
        <div className="pl-console-actions" key={index}>
          <FieldSelect
            label={t('audience.field')}
            fields={fields}
            value={condition.field}
            onChange={(field) =>
              onChange(filter.map((one, at) => (at === index ? { ...EMPTY_CONDITION, field } : one)))
            }
          />
          <ConditionInputs
            field={fieldOf(condition.field)}
            condition={condition}
            onChange={(changed) => onChange(filter.map((one, at) => (at === index ? { ...one, ...changed } : one)))}
          />
          <Button className="pl-console-button" onPress={() => onChange(filter.filter((_, at) => at !== index))}>
            {t('audience.remove')}
          </Button>
        </div>
      ))}
      {fields.length > 0 && (
        <Button
          className="pl-console-button"
          onPress={() => onChange([...filter, { ...EMPTY_CONDITION, field: fields[0]?.key ?? '' }])}
        >
          {t('audience.addCondition')}
        </Button>
      )}
    </fieldset>
  );
}

function FieldSelect({
  label,
  fields,
  value,
  onChange,
}: {
  label: string;
  fields: ProfileFieldView[];
  value: string;
  onChange: (key: string) => void;
}) {
  return (
    <label className="pl-console-select-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {fields.map((field) => (
          <option key={field.key} value={field.key}>
            {field.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A condition's inputs for its field: a range for a number, checkboxes for choices, else a comma list. */
function ConditionInputs({
  field,
  condition,
  onChange,
}: {
  field: ProfileFieldView | undefined;
  condition: ConditionDraft;
  onChange: (changed: Partial<ConditionDraft>) => void;
}) {
  const { t } = useTranslation();
  if (field?.kind === 'number') {
    return (
      <>
        <label className="pl-console-field">
          <span>{t('audience.from')}</span>
          <input
            type="number"
            value={condition.min}
            onChange={(event) => onChange({ min: event.currentTarget.value })}
          />
        </label>
        <label className="pl-console-field">
          <span>{t('audience.to')}</span>
          <input
            type="number"
            value={condition.max}
            onChange={(event) => onChange({ max: event.currentTarget.value })}
          />
        </label>
      </>
    );
  }
  if (field?.kind === 'choice' || field?.kind === 'choices') {
    const chosen = listOf(condition.values);
    return (
      <div className="pl-console-actions" role="group" aria-label={field.label}>
        {field.options.map((option) => (
          <CheckboxField
            key={option}
            label={option}
            isSelected={chosen.includes(option)}
            onChange={(on) => onChange({ values: toggled(condition.values, option, on) })}
          />
        ))}
      </div>
    );
  }
  return (
    <label className="pl-console-field">
      <span>{t('audience.values')}</span>
      <input value={condition.values} onChange={(event) => onChange({ values: event.currentTarget.value })} />
    </label>
  );
}
