import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { CallError, DEFAULT_PASSWORD_RULES, ErrorCode, passwordRules, type PasswordRules } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { callAsUser } from '../../lib/api.ts';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/errors.ts';
import {
  lockMinutes,
  passwordFormIssues,
  ruleLines,
  type PasswordField,
  type PasswordMode,
  type RuleLine,
} from './loginRules.ts';

export interface PasswordFormProps {
  /** change: a logged-in member (token); expired: after 1004 (old password); reset: with a key. */
  mode: PasswordMode;
  username?: string;
  account?: string;
  resetKeyHours?: number;
  /** With the user name the password now belongs to. */
  onSaved: (username: string) => void;
  onCancel?: () => void;
}

/** Which field a code of the server belongs to; the others are shown above the buttons. */
const FIELD_OF_CODE: Partial<Record<number, PasswordField>> = {
  [ErrorCode.usernameEmpty]: 'username',
  [ErrorCode.oldPasswordEmpty]: 'old',
  [ErrorCode.wrongOldPassword]: 'old',
  [ErrorCode.resetKeyEmpty]: 'key',
  [ErrorCode.wrongResetKey]: 'key',
  [ErrorCode.passwordEmpty]: 'next',
  [ErrorCode.passwordPatternField]: 'next',
  [ErrorCode.passwordPattern]: 'next',
  [ErrorCode.passwordConfirmEmpty]: 'confirm',
  [ErrorCode.passwordConfirmMismatch]: 'confirm',
};

/** The rules of a pattern error (1206 or 50305), which replace the ones shown. */
function rulesOf(error: unknown): PasswordRules | null {
  if (!(error instanceof CallError)) return null;
  const parsed = passwordRules.safeParse((error.data as { rules?: unknown } | undefined)?.rules);
  return parsed.success ? parsed.data : null;
}

/** The password change form; in expired and reset modes it replaces the login form. */
export function PasswordForm({
  mode,
  username = '',
  account = '',
  resetKeyHours,
  onSaved,
  onCancel,
}: PasswordFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ username, old: '', key: '', next: '', confirm: '' });
  const [rules, setRules] = useState<PasswordRules>(DEFAULT_PASSWORD_RULES);
  const [shownIssues, setShownIssues] = useState<Partial<Record<PasswordField, number>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The member's own rules are the ones the server checks: it finds them by the token, or by the login.
  useEffect(() => {
    let current = true;
    const acc = account.trim();
    const login = mode === 'change' ? '' : username.trim();
    const who = { ...(acc === '' ? {} : { acc }), ...(login === '' ? {} : { l: login }) };
    callAsUser('pass/rules', { userType: 'u', ...who }, { withToken: mode === 'change' })
      .then((answer) => current && setRules(answer.rules))
      // The default rule stays shown; the server checks the real ones anyway.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [account, mode, username]);

  const set = (field: PasswordField) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const fieldError = (field: PasswordField) => {
    const code = shownIssues[field];
    return code === undefined ? null : t(errorMessageKey(new CallError(code, '')) as ErrorMessageKey);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issues = passwordFormIssues(values, mode, rules);
    setShownIssues(issues);
    setGeneral(null);
    if (Object.keys(issues).length > 0) return;
    setBusy(true);
    try {
      const acc = account.trim();
      const who = mode === 'change' ? {} : { l: values.username.trim(), ...(acc === '' ? {} : { acc }) };
      const secret = mode === 'reset' ? { updateKey: values.key } : { old: values.old };
      await callAsUser(
        'members/updatePass',
        { ...who, ...secret, new: values.next, confirm: values.confirm },
        { withToken: mode === 'change' },
      );
      setValues((previous) => ({ ...previous, old: '', key: '', next: '', confirm: '' }));
      onSaved(values.username.trim());
    } catch (error) {
      const newRules = rulesOf(error);
      if (newRules) setRules(newRules);
      const code = error instanceof CallError ? error.code : null;
      const field = code === null ? undefined : FIELD_OF_CODE[code];
      if (field && code !== null) setShownIssues({ [field]: code });
      else if (code === ErrorCode.loginLocked) {
        const nld = (error as CallError).data as { nld?: number; ld?: number } | undefined;
        setGeneral(
          t('login.locked', { minutes: lockMinutes(nld?.nld ?? 0), total: lockMinutes(nld?.ld ?? nld?.nld ?? 0) }),
        );
      } else setGeneral(t(errorMessageKey(error)));
    } finally {
      setBusy(false);
    }
  }

  const title =
    mode === 'reset' ? 'password.resetTitle' : mode === 'expired' ? 'password.expiredTitle' : 'password.changeTitle';
  const lineText = (line: RuleLine): string => {
    switch (line.rule) {
      case 'length':
        return t('password.ruleLength', { min: line.min, max: line.max });
      case 'case':
        return t('password.ruleCase');
      case 'digit':
        return t('password.ruleDigit');
      case 'special':
        return t('password.ruleSpecial', { specials: line.specials });
      case 'strength':
        return t('password.ruleStrength', { level: line.level });
    }
  };

  return (
    <Form
      className={`pl-login-form pl-password-form${mode === 'change' ? '' : ' pl-surface'}`}
      onSubmit={(event) => void submit(event)}
      validationBehavior="aria"
    >
      {/* In settings the form is a section of the page; elsewhere it is the page. */}
      {mode === 'change' ? (
        <h2 className="pl-login-title">{t(title)}</h2>
      ) : (
        <h1 className="pl-login-title">{t(title)}</h1>
      )}
      {mode === 'reset' && <p className="pl-login-text">{t('password.resetText', { hours: resetKeyHours ?? 24 })}</p>}
      {mode === 'expired' && <p className="pl-login-text">{t('password.expiredText')}</p>}
      {mode === 'expired' && <p className="pl-login-who">{username}</p>}
      {mode === 'reset' && (
        <TextField
          label={t('login.username')}
          value={values.username}
          onChange={set('username')}
          error={fieldError('username')}
          autoComplete="username"
          autoFocus={username === ''}
        />
      )}
      {mode === 'reset' ? (
        <TextField
          label={t('password.key')}
          value={values.key}
          onChange={set('key')}
          error={fieldError('key')}
          autoFocus={username !== ''}
          autoComplete="one-time-code"
        />
      ) : (
        <TextField
          label={t('password.old')}
          type="password"
          value={values.old}
          onChange={set('old')}
          error={fieldError('old')}
          autoFocus={mode === 'expired'}
          autoComplete="current-password"
        />
      )}
      <TextField
        label={t('password.next')}
        type="password"
        value={values.next}
        onChange={set('next')}
        error={fieldError('next')}
        autoComplete="new-password"
      />
      <div className="pl-password-rules">
        <p>{t('password.rulesTitle')}</p>
        <ul>
          {ruleLines(rules, values.next).map((line) => (
            <li
              key={line.rule}
              className={rules.clientCheck && line.met && values.next !== '' ? 'pl-rule-met' : undefined}
            >
              {lineText(line)}
            </li>
          ))}
        </ul>
        {rules.text !== '' && <p>{rules.text}</p>}
      </div>
      <TextField
        label={t('password.confirm')}
        type="password"
        value={values.confirm}
        onChange={set('confirm')}
        error={fieldError('confirm')}
        autoComplete="new-password"
      />
      {general && (
        <p className="pl-login-alert" role="alert">
          {general}
        </p>
      )}
      <div className="pl-login-actions">
        {onCancel && (
          <Button variant="quiet" onPress={onCancel}>
            {t('login.cancel')}
          </Button>
        )}
        <Button type="submit" variant="primary" isPending={busy}>
          {t('password.save')}
        </Button>
      </div>
    </Form>
  );
}
