import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';

/** A new webhook's secret, shown this once: it takes the focus so that it is read out, and stays until the leader says it is copied. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="pl-webhooks-secret" ref={box} tabIndex={-1} role="group" aria-labelledby="pl-webhooks-secret-title">
      <h3 id="pl-webhooks-secret-title">{t('webhooks.secretTitle')}</h3>
      <p>{t('webhooks.secretHelp')}</p>
      <code>{secret}</code>
      <div className="pl-console-actions">
        {/* The clipboard is there on https and on this machine only; elsewhere the secret is selected whole with a click. */}
        {window.isSecureContext && (
          <Button
            className="pl-console-button"
            onPress={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
          >
            {t('webhooks.copy')}
          </Button>
        )}
        <Button className="pl-console-button pl-console-button--primary" onPress={onDone}>
          {t('webhooks.done')}
        </Button>
        <span className="pl-console-success" role="status">
          {copied ? t('webhooks.copied') : ''}
        </span>
      </div>
    </div>
  );
}
