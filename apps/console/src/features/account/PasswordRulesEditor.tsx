import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, NumberField, TextField } from 'react-aria-components';
import { DEFAULT_PASSWORD_RULES, type AccountSettings, type PasswordRules } from '@palate/protocol';
import { CheckboxField } from '../../lib/CheckboxField.tsx';

type Rules = AccountSettings['passwordRules'];
type MemberType = keyof Rules;
const MEMBER_TYPES: readonly MemberType[] = ['u', 'j', 'p'];
const TYPE_TEXTS = { u: 'account.rulesUsers', j: 'account.rulesJudges', p: 'account.rulesParticipants' } as const;

/** The rules a new password must follow, for users, named judges and link participants apart (the spec's by default). */
export function PasswordRulesEditor({ rules, onChange }: { rules: Rules; onChange: (rules: Rules) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<MemberType>('u');
  const current = rules[type] ?? DEFAULT_PASSWORD_RULES;
  const set = (change: Partial<PasswordRules['msg']> & { passStrength?: number }) => {
    const { passStrength, ...msg } = change;
    onChange({
      ...rules,
      [type]: {
        ...current,
        msg: { ...current.msg, ...msg },
        ...(passStrength === undefined ? {} : { passStrength }),
      },
    });
  };
  return (
    <fieldset className="pl-results-fieldset">
      <legend>{t('account.passwordRules')}</legend>
      <label className="pl-console-select-field">
        <span>{t('account.rulesFor')}</span>
        <select value={type} onChange={(event) => setType(event.currentTarget.value as MemberType)}>
          {MEMBER_TYPES.map((memberType) => (
            <option key={memberType} value={memberType}>
              {t(TYPE_TEXTS[memberType])}
            </option>
          ))}
        </select>
      </label>
      <NumberField
        className="pl-console-field"
        minValue={1}
        maxValue={128}
        value={current.msg.min}
        onChange={(min) => set({ min })}
      >
        <Label>{t('account.minLength')}</Label>
        <Input />
      </NumberField>
      <NumberField
        className="pl-console-field"
        minValue={1}
        maxValue={128}
        value={current.msg.max}
        onChange={(max) => set({ max })}
      >
        <Label>{t('account.maxLength')}</Label>
        <Input />
      </NumberField>
      <CheckboxField
        isSelected={current.msg.case}
        onChange={(value) => set({ case: value })}
        label={t('account.needsCase')}
      />
      <CheckboxField isSelected={current.msg.num} onChange={(num) => set({ num })} label={t('account.needsDigit')} />
      <TextField className="pl-console-field" value={current.msg.specials} onChange={(specials) => set({ specials })}>
        <Label>{t('account.specials')}</Label>
        <Input />
      </TextField>
      <NumberField
        className="pl-console-field"
        minValue={0}
        maxValue={4}
        value={current.passStrength}
        onChange={(passStrength) => set({ passStrength })}
      >
        <Label>{t('account.strength')}</Label>
        <Input />
      </NumberField>
    </fieldset>
  );
}
