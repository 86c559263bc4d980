import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@palate/protocol';
import { callAsLeader } from '../../../lib/api.ts';
import { useUnsavedChanges } from '../../../lib/unsavedChanges.ts';
import { SCOPE_TEXTS } from './scopeTexts.ts';
import { endOfDay, expiryChoices } from './tokenExpiry.ts';

/** A new token: its name, its scope (reading results to begin with) and the day it ends. */
export function NewApiTokenForm({
  onCreated,
  onFailure,
}: {
  onCreated: (created: { name: string; token: string }) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const [days] = useState(() => expiryChoices(Date.now()));
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read-results');
  const [endsOn, setEndsOn] = useState(days.offered);
  useUnsavedChanges(name.trim() !== '');
  const expires = endOfDay(endsOn);
  return (
    <Form
      className="pl-console-form pl-api-token-form"
      aria-labelledby="pl-api-token-new"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        if (expires === undefined) return;
        const chosenName = name.trim();
        void callAsLeader('acc/tokens/create', { name: chosenName, scope, expires }, i18n.language).then(
          ({ token }) => {
            setName('');
            onCreated({ name: chosenName, token });
          },
          onFailure,
        );
      }}
    >
      <h3 id="pl-api-token-new">{t('apiTokens.add')}</h3>
      <TextField className="pl-console-field" value={name} onChange={setName} maxLength={100} isRequired>
        <Label>{t('apiTokens.name')}</Label>
        <Input />
        <Text slot="description" className="pl-console-note">
          {t('apiTokens.nameHelp')}
        </Text>
      </TextField>
      <RadioGroup className="pl-console-radios" value={scope} onChange={(value) => setScope(value as ApiTokenScope)}>
        <Label>{t('apiTokens.scope')}</Label>
        {API_TOKEN_SCOPES.map((each) => (
          <Radio key={each} className="pl-console-radio" value={each}>
            <span>
              {t(SCOPE_TEXTS[each].name)}
              <span className="pl-console-note">{t(SCOPE_TEXTS[each].help)}</span>
            </span>
          </Radio>
        ))}
      </RadioGroup>
      <label className="pl-console-field">
        <span>{t('apiTokens.endsOn')}</span>
        <input
          type="date"
          required
          min={days.min}
          max={days.max}
          value={endsOn}
          aria-describedby="pl-api-token-ends-help"
          onChange={(event) => setEndsOn(event.currentTarget.value)}
        />
        <span id="pl-api-token-ends-help" className="pl-console-note">
          {t('apiTokens.endsOnHelp')}
        </span>
      </label>
      <Button type="submit" className="pl-console-button pl-console-button--primary">
        {t('apiTokens.create')}
      </Button>
    </Form>
  );
}
