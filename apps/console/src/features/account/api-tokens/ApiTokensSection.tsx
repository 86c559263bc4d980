import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { ApiTokenView } from '@palate/protocol';
import { ConfirmDialog } from '../../../lib/ConfirmDialog.tsx';
import { FailureNote } from '../../../lib/FailureNote.tsx';
import { useLeaderAction } from '../../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../../lib/useLeaderCall.ts';
import { NewApiTokenForm } from './NewApiTokenForm.tsx';
import { SCOPE_TEXTS } from './scopeTexts.ts';
import { ShownOnce } from '../ShownOnce.tsx';
import './api-tokens.css';

/**
 * The signed-in leader's own API tokens (docs/api.md), for scripts that read or manage their
 * publications: each with its scope, end and last use, revocable; a new one shown once.
 */
export function ApiTokensSection({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failure, fail, reload } = useLeaderCall('acc/tokens/list', {}, onSignedOut);
  const { notice, setNotice, act } = useLeaderAction(fail, reload);
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  // Whether a token has ended, as of the page's opening: a token ending while it is open is refused by the server anyway.
  const [now] = useState(() => Date.now());
  return (
    <section className="pl-console-card" aria-labelledby="pl-api-tokens-title">
      <h2 id="pl-api-tokens-title">{t('apiTokens.title')}</h2>
      <p className="pl-console-help">{t('apiTokens.help')}</p>
      <FailureNote failure={failure} />
      <p className="pl-console-success" role="status">
        {notice}
      </p>
      {shown !== null && (
        <ShownOnce
          value={shown}
          className="pl-api-token-once"
          texts={{
            title: t('apiTokens.onceTitle'),
            help: t('apiTokens.onceHelp'),
            copy: t('apiTokens.copy'),
            done: t('apiTokens.done'),
            copied: t('apiTokens.copied'),
          }}
          onDone={() => setShown(null)}
        />
      )}
      {data?.tokens.length === 0 && <p>{t('apiTokens.none')}</p>}
      {data && data.tokens.length > 0 && (
        <ul className="pl-api-tokens">
          {data.tokens.map((token) => (
            <li key={token.id} className="pl-api-token" data-expired={token.expires <= now || undefined}>
              <strong>{token.name}</strong>
              <span>{t(SCOPE_TEXTS[token.scope].name)}</span>
              <span className="pl-console-note">
                {t(token.expires <= now ? 'apiTokens.ended' : 'apiTokens.ends', { date: dates.format(token.expires) })}
                {' · '}
                {token.lastUsed === null
                  ? t('apiTokens.neverUsed')
                  : t('apiTokens.lastUsed', { date: dates.format(token.lastUsed) })}
              </span>
              <Button className="pl-console-button pl-console-button--danger" onPress={() => setRevoking(token)}>
                {t('apiTokens.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <NewApiTokenForm
        onCreated={({ name, token }) => {
          setShown(token);
          setNotice(t('apiTokens.created', { name }));
          reload();
        }}
        onFailure={fail}
      />
      {revoking && (
        <ConfirmDialog
          title={t('apiTokens.revokeTitle')}
          message={t('apiTokens.revokeMessage', { name: revoking.name })}
          confirm={t('apiTokens.revoke')}
          onConfirm={() =>
            void act('acc/tokens/revoke', { id: revoking.id }, t('apiTokens.revoked', { name: revoking.name }))
          }
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
