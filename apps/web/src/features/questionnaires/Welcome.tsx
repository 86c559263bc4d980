import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { CallError } from '@palate/protocol';
import { ErrorDialog } from '../../components/ErrorDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { answerWithoutIdentification } from '../../lib/judgeSession.ts';

export interface WelcomeProps {
  /** The account of the address's options, which the judge joins; the server's default when null. */
  account: string | null;
  /** Why the judge is back here, when the server ended their session. */
  signedOutCode: number | null;
  homeHref: string;
  /** Leaders and named judges log in there; kept small so that it does not distract a judge. */
  loginHref: string;
  debug: boolean;
  onSignedIn: () => void;
}

export function Welcome({ account, signedOutCode, homeHref, loginHref, debug, onSignedIn }: WelcomeProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  async function answerAnonymously() {
    setBusy(true);
    setFailure(null);
    try {
      await answerWithoutIdentification(account);
      onSignedIn();
    } catch (error) {
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="pl-message-card pl-welcome" aria-labelledby="pl-welcome-title">
      {signedOutCode !== null && (
        <p className="pl-notice" role="status">
          {t(errorMessageKey(new CallError(signedOutCode, '')))}
        </p>
      )}
      <h1 id="pl-welcome-title" className="pl-welcome-title">
        {t('home.welcomeTitle')}
      </h1>
      <p className="pl-welcome-text">{t('home.welcomeText')}</p>
      <Button variant="primary" size="large" isPending={busy} onPress={() => void answerAnonymously()}>
        {t('home.answerAnonymously')}
      </Button>
      <Link className="pl-link pl-welcome-login" to={loginHref}>
        {t('login.title')}
      </Link>
      {failure && (
        <ErrorDialog
          error={failure.error}
          homeHref={homeHref}
          debug={debug}
          onHome={() => setFailure(null)}
          onRetry={() => void answerAnonymously()}
        />
      )}
    </section>
  );
}
