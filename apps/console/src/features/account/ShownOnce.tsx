import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';

export interface ShownOnceTexts {
  title: string;
  help: string;
  copy: string;
  done: string;
  copied: string;
}

/**
 * A secret the server keeps only as a hash (an API token, a webhook's signing secret), shown
 * this once: it takes the focus so that it is read out, and stays until the leader says it
 * is copied. The clipboard is there on https and on this machine only; elsewhere the value
 * is selected whole with a click.
 */
export function ShownOnce({
  value,
  texts,
  className,
  onDone,
}: {
  value: string;
  texts: ShownOnceTexts;
  className: string;
  onDone: () => void;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className={className} ref={box} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.title}</h3>
      <p>{texts.help}</p>
      <code className={`${className}-value`}>{value}</code>
      <div className="pl-console-actions">
        {window.isSecureContext && (
          <Button
            className="pl-console-button"
            onPress={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}
          >
            {texts.copy}
          </Button>
        )}
        <Button className="pl-console-button pl-console-button--primary" onPress={onDone}>
          {texts.done}
        </Button>
        <span className="pl-console-success" role="status">
          {copied ? texts.copied : ''}
        </span>
      </div>
    </div>
  );
}
