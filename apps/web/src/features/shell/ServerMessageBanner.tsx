import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@palate/protocol';
import { callApi } from '../../lib/api.ts';
import { useStoredJudge } from '../../lib/judgeStore.ts';
import { Button } from '../../components/ui/Button.tsx';

/** The app this client is, for messages aimed at one app (srvrmsg/current's target). */
const MESSAGE_TARGET = 'web';

/** The server's current banner for this member (srvrmsg/current), until they hide it. */
export function ServerMessageBanner() {
  const { t, i18n } = useTranslation();
  const judge = useStoredJudge();
  // Asked again for another language or after signing in, not for each refreshed token.
  const signedIn = judge !== null;
  const language = i18n.language;
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    callApi('srvrmsg/current', { lang: language, target: MESSAGE_TARGET })
      .then((answer) => current && setMessage(answer.msg))
      // A banner is a courtesy: without one the app simply carries on.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn, language]);

  if (message === null || !signedIn) return null;
  const dismiss = () => {
    setMessage(null);
    void callApi('message/status/set', { msg: message.sid, status: 'dismissed' }).catch(() => undefined);
  };
  return (
    <section className="pl-notice pl-banner" aria-label={t('shell.banner.label')}>
      <p className="pl-banner-text">{message.text}</p>
      <Button variant="quiet" onPress={dismiss}>
        {t('shell.banner.dismiss')}
      </Button>
    </section>
  );
}
