import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';

/**
 * A new token, shown this once: it takes the focus so that it is read out, and stays until
 * the leader says it is copied (only its hash is kept, so it cannot be shown again).
 */
export function TokenShownOnce({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="pl-api-token-once" ref={box} tabIndex={-1} role="group" aria-labelledby="pl-api-token-once-title">
      <h3 id="pl-api-token-once-title">{t('apiTokens.onceTitle')}</h3>
      <p>{t('apiTokens.onceHelp')}</p>
      <code className="pl-api-token-value">{token}</code>
      <div className="pl-console-actions">
        <Button
          className="pl-console-button"
          onPress={() => void navigator.clipboard.writeText(token).then(() => setCopied(true))}
        >
          {t('apiTokens.copy')}
        </Button>
        <Button className="pl-console-button pl-console-button--primary" onPress={onDone}>
          {t('apiTokens.done')}
        </Button>
        <span className="pl-console-success" role="status">
          {copied ? t('apiTokens.copied') : ''}
        </span>
      </div>
    </div>
  );
}
