import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Input, Label, SearchField, Text } from 'react-aria-components';
import type { NamedMember } from '@palate/protocol';

/** Named recipients, picked by name: a filter over the account's members, the chosen ones always shown. */
export function RecipientPicker({
  members,
  selected,
  onChange,
  error,
}: {
  members: readonly NamedMember[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | null;
}) {
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
    <div className="pl-console-stack pl-recipients">
      <SearchField className="pl-console-field" value={filter} onChange={setFilter}>
        <Label>{t('messages.findMember')}</Label>
        <Input />
      </SearchField>
      <CheckboxGroup
        className="pl-console-field"
        value={[...selected]}
        // Kept in the list's order, whatever the order of the taps.
        onChange={(ids) => onChange(members.map((member) => member.id).filter((id) => ids.includes(id)))}
        isInvalid={error !== null}
      >
        <Label>{t('messages.users')}</Label>
        <div className="pl-recipient-list">
          {shown.map((member) => (
            <Checkbox key={member.id} value={member.id} className="pl-console-checkbox">
              <span className="pl-console-checkbox-box" aria-hidden="true" />
              <span>
                {member.name}
                <span className="pl-console-note">
                  {member.login} · {t(member.type === 'u' ? 'messages.memberLeader' : 'messages.memberJudge')}
                </span>
              </span>
            </Checkbox>
          ))}
        </div>
        {shown.length === 0 && <p>{t('messages.noMemberFound')}</p>}
        {error && (
          <Text slot="errorMessage" className="pl-console-error">
            {error}
          </Text>
        )}
      </CheckboxGroup>
    </div>
  );
}
