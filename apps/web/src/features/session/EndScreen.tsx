import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { ResultsReport } from './ResultsReport.tsx';
import type { RunStep } from './runSource.ts';
import type { ResultsReportState } from './useResultsReport.ts';

export interface EndScreenProps {
  /** Why the run ended early: a full quota cell, or a page's screen-out; null at the run's end. */
  screenedOut: RunStep['screenOut'] | null;
  offline: boolean;
  /** On a shared booth: "next person" rather than the list, once the report is in. */
  onTerminal: boolean;
  results: ResultsReportState;
  liveReport: boolean;
  onLeave: () => void;
}

/** The judges' thank-you at the end of a run, with their report when the questionnaire shows one. */
export function EndScreen({ screenedOut, offline, onTerminal, results, liveReport, onLeave }: EndScreenProps) {
  const { t } = useTranslation();
  const text =
    screenedOut === 'endIf'
      ? 'session.screenedOutByAnswersText'
      : screenedOut === 'quota'
        ? 'session.screenedOutText'
        : 'session.endText';
  return (
    <section className="pl-message-card pl-end" aria-labelledby="pl-end-title">
      <h1 id="pl-end-title" className="pl-end-title">
        {t('session.endTitle')}
      </h1>
      <p className="pl-end-text">{t(text)}</p>
      {offline && <p className="pl-end-text">{t('session.offlineEnd')}</p>}
      {onTerminal ? (
        // Until the report is in, the judge's token is still needed: the next person waits that moment.
        <Button variant="primary" size="large" onPress={onLeave} isPending={!results.settled} autoFocus>
          {t('session.nextPerson')}
        </Button>
      ) : (
        <Button variant="primary" size="large" onPress={onLeave} autoFocus>
          {t('session.backToList')}
        </Button>
      )}
      <ResultsReport data={results.data} failed={results.failed} live={liveReport} />
    </section>
  );
}
