import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { localize } from '@palate/engine';
import { CallError, ErrorCode, type ConsentDue } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { callApi } from '../../lib/api.ts';
import { loadConsentTexts, type ConsentTexts } from './consentTexts.ts';
import './consent.css';

export interface ConsentScreenProps {
  sessionId: string;
  due: ConsentDue;
  language: string;
  /** On a shared booth: "next person" rather than the list, after a decline. */
  onTerminal: boolean;
  /** The judge accepted this version: the run starts. */
  onAccepted: () => void;
  onLeave: () => void;
}

/**
 * The publication's informed consent, before the run's first screen (or its next, when the
 * text changed meanwhile): Accept starts the run, Decline ends it with a polite word.
 * Loaded only when run/start asks for consent (90450).
 */
export function ConsentScreen({ sessionId, due, language, onTerminal, onAccepted, onLeave }: ConsentScreenProps) {
  const [texts, setTexts] = useState<ConsentTexts | null>(null);
  const [shown, setShown] = useState(due);
  const [sending, setSending] = useState<'accept' | 'decline' | null>(null);
  const [declined, setDeclined] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    void loadConsentTexts(language).then((loaded) => current && setTexts(loaded));
    return () => {
      current = false;
    };
  }, [language]);

  // A screen reader starts at the heading, of the text and then of the thank-you.
  useLayoutEffect(() => {
    if (texts === null) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [texts, declined]);

  async function decide(accept: boolean) {
    setSending(accept ? 'accept' : 'decline');
    setFailed(false);
    try {
      await callApi('run/consent', { se: sessionId, version: shown.version, accept });
      if (accept) onAccepted();
      else setDeclined(true);
    } catch (error) {
      // The leader changed the text while the judge read it: the new one is to be read.
      if (error instanceof CallError && error.code === ErrorCode.consentChanged) setShown(error.data as ConsentDue);
      else setFailed(true);
    } finally {
      setSending(null);
    }
  }

  if (texts === null) return <Loading />;
  if (declined) {
    return (
      <section className="pl-message-card pl-end" aria-labelledby="pl-consent-title">
        <h1 id="pl-consent-title" ref={headingRef} tabIndex={-1} className="pl-end-title">
          {texts.declinedTitle}
        </h1>
        <p className="pl-end-text">{texts.declinedText}</p>
        <Button variant="primary" size="large" onPress={onLeave}>
          {onTerminal ? texts.nextPerson : texts.back}
        </Button>
      </section>
    );
  }
  return (
    <section className="pl-consent" aria-labelledby="pl-consent-title">
      <h1 id="pl-consent-title" ref={headingRef} tabIndex={-1} className="pl-session-title">
        {texts.title}
      </h1>
      <p className="pl-consent-intro">{texts.intro}</p>
      <div className="pl-consent-text pl-surface" lang={language}>
        {localize(shown.text, language)}
      </div>
      {failed && (
        <p className="pl-field-error" role="alert">
          {texts.failed}
        </p>
      )}
      <div className="pl-consent-actions">
        <Button
          variant="secondary"
          size="large"
          isPending={sending === 'decline'}
          isDisabled={sending === 'accept'}
          onPress={() => void decide(false)}
        >
          {texts.decline}
        </Button>
        <Button
          variant="primary"
          size="large"
          isPending={sending === 'accept'}
          isDisabled={sending === 'decline'}
          onPress={() => void decide(true)}
        >
          {texts.accept}
        </Button>
      </div>
    </section>
  );
}
