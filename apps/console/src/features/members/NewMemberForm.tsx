import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { LANGUAGES, type Language } from '@palate/engine';
import { callAsLeader } from '../../lib/api.ts';
import { useUnsavedChanges } from '../../lib/unsavedChanges.ts';

/**
 * Adding a named judge (or, for an administrator, a user): the password typed twice, or
 * left empty to be generated and shown once.
 */
export function NewMemberForm({
  isAdmin,
  onAdded,
  onFailure,
}: {
  isAdmin: boolean;
  onAdded: (login: string, password: string | null) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<'j' | 'u'>('j');
  const [login, setLogin] = useState('');
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language | ''>('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = password !== confirm;
  useUnsavedChanges([login, name, language, email, password, confirm].some((typed) => typed !== ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || login.trim() === '') return;
    callAsLeader(
      'member/admin/create',
      {
        type,
        login,
        ...(name.trim() ? { name } : {}),
        ...(language ? { language } : {}),
        ...(type === 'j' && email.trim() ? { email } : {}),
        ...(password ? { password } : {}),
        ...(type === 'u' ? { roles: ['user'] as const } : {}),
      },
      i18n.language,
    )
      .then((created) => {
        onAdded(login.trim(), created.password);
        setLogin('');
        setName('');
        setLanguage('');
        setEmail('');
        setPassword('');
        setConfirm('');
      })
      .catch(onFailure);
  };

  return (
    <Form className="pl-console-form" onSubmit={submit}>
      {isAdmin && (
        <RadioGroup className="pl-console-radios" value={type} onChange={(value) => setType(value as 'j' | 'u')}>
          <Label>{t('members.kind')}</Label>
          <Radio className="pl-console-radio" value="j">
            {t('members.createJudge')}
          </Radio>
          <Radio className="pl-console-radio" value="u">
            {t('members.createUser')}
          </Radio>
        </RadioGroup>
      )}
      <TextField className="pl-console-field" value={login} onChange={setLogin} isRequired>
        <Label>{t('members.login')}</Label>
        <Input autoComplete="off" />
      </TextField>
      <TextField className="pl-console-field" value={name} onChange={setName}>
        <Label>{t('members.name')}</Label>
        <Input autoComplete="off" />
      </TextField>
      <label className="pl-console-select-field">
        <span>{t('members.language')}</span>
        <select value={language} onChange={(event) => setLanguage(event.currentTarget.value as Language | '')}>
          <option value="">{t('members.noLanguage')}</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      {type === 'j' && (
        <TextField className="pl-console-field" type="email" value={email} onChange={setEmail}>
          <Label>{t('members.email')}</Label>
          <Input autoComplete="off" />
        </TextField>
      )}
      <p className="pl-console-help">{t('members.passwordHelp')}</p>
      <TextField className="pl-console-field" type="password" value={password} onChange={setPassword}>
        <Label>{t('members.password')}</Label>
        <Input autoComplete="new-password" />
      </TextField>
      <TextField
        className="pl-console-field"
        type="password"
        value={confirm}
        onChange={setConfirm}
        isInvalid={mismatch}
      >
        <Label>{t('members.confirm')}</Label>
        <Input autoComplete="new-password" />
      </TextField>
      {mismatch && (
        <p className="pl-console-error" role="alert">
          {t('members.mismatch')}
        </p>
      )}
      <Button type="submit" className="pl-console-button pl-console-button--primary" isDisabled={mismatch}>
        {t('members.add')}
      </Button>
    </Form>
  );
}
