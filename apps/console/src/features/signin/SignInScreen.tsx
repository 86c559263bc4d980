import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { NotALeaderError, signIn } from '../../lib/api.ts';
import type { LeaderSession } from '../../lib/session.ts';

/** The product's one login, for panel leaders (roles user or admin); a judge is told the console is not for them. */
export function SignInScreen({ onSignedIn }: { onSignedIn: (session: LeaderSession) => void }) {
  const { t, i18n } = useTranslation();
  const [account, setAccount] = useState('');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      onSignedIn(await signIn({ login, password, account: account.trim() }, i18n.language));
    } catch (error) {
      setFailure(
        error instanceof NotALeaderError
          ? t('signin.notLeader')
          : t('signin.failed', { message: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="pl-console-card pl-console-signin" aria-labelledby="pl-signin-title">
      <h1 id="pl-signin-title">{t('signin.title')}</h1>
      <Form className="pl-console-form" onSubmit={(event) => void submit(event)}>
        <TextField className="pl-console-field" value={account} onChange={setAccount} autoComplete="organization">
          <Label>{t('signin.account')}</Label>
          <Input />
        </TextField>
        <TextField className="pl-console-field" value={login} onChange={setLogin} isRequired autoComplete="username">
          <Label>{t('signin.login')}</Label>
          <Input />
        </TextField>
        <TextField
          className="pl-console-field"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        >
          <Label>{t('signin.password')}</Label>
          <Input />
        </TextField>
        {failure && (
          <p className="pl-console-error" role="alert">
            {failure}
          </p>
        )}
        <Button
          type="submit"
          className="pl-console-button pl-console-button--primary"
          isDisabled={pending}
          aria-busy={pending || undefined}
        >
          {t('signin.submit')}
        </Button>
      </Form>
    </section>
  );
}
