import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';
import type { NamedMember } from '@palate/protocol';
import { TextField } from '../../components/ui/TextField.tsx';

export interface RecipientPickerProps {
  members: readonly NamedMember[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | null;
}

/** Named recipients, picked by name: a filter over the account's members, the chosen ones always shown. */
export function RecipientPicker({ members, selected, onChange, error }: RecipientPickerProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const folded = filter.trim().toLowerCase();
  const shown = members.filter(
    (member) =>
      selected.includes(member.id) ||
      member.name.toLowerCase().includes(folded) ||
      member.login.toLowerCase().includes(folded),
  );
  return (
    <div className="pl-recipients">
      <TextField label={t('messages.findMember')} value={filter} onChange={setFilter} />
      <CheckboxGroup
        className="pl-field"
        value={[...selected]}
        // Kept in the list's order, whatever the order of the taps.
        onChange={(ids) => onChange(members.map((member) => member.id).filter((id) => ids.includes(id)))}
        isInvalid={error !== null}
      >
        <Label className="pl-field-label">{t('messages.users')}</Label>
        <div className="pl-choice-list pl-recipient-list">
          {shown.map((member) => (
            <Checkbox key={member.id} value={member.id} className="pl-choice">
              <span className="pl-choice-mark pl-choice-mark--box" aria-hidden="true" />
              <span className="pl-choice-text">
                {member.name}
                <span className="pl-field-help pl-recipient-detail">
                  {member.login} · {t(member.type === 'u' ? 'messages.memberLeader' : 'messages.memberJudge')}
                </span>
              </span>
            </Checkbox>
          ))}
        </div>
        {shown.length === 0 && <p className="pl-messages-empty">{t('messages.noMemberFound')}</p>}
        {error && (
          <Text slot="errorMessage" className="pl-field-error">
            {error}
          </Text>
        )}
      </CheckboxGroup>
    </div>
  );
}
