import { useEffect, useState } from 'react';
import { CallError, ErrorCode, type ResultsFunctionData } from '@palate/protocol';
import { callApi } from '../../lib/api.ts';

/** How often a live report asks for the panel's figures again (the `syncResults` option). */
const REFRESH_MS = 15_000;

export interface ResultsReportState {
  /** The last figures received; kept when a refresh fails. */
  data: ResultsFunctionData | null;
  /** The first answer, or refusal, has come: a booth may now let the judge go. */
  settled: boolean;
  /** Nothing could be loaded for a reason other than the questionnaire not showing results. */
  failed: boolean;
}

/**
 * run/renderFunc for a finished run, once or every 15 s while `live` and mounted. A
 * refusal from the server (50202: this questionnaire shows no results; the token gone)
 * ends the polling, since asking again would not change it; a network failure does not.
 */
export function useResultsReport(
  sessionId: string,
  { enabled, live }: { enabled: boolean; live: boolean },
): ResultsReportState {
  const [state, setState] = useState<ResultsReportState>({ data: null, settled: false, failed: false });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    let timer: number | undefined;
    const load = () => {
      callApi('run/renderFunc', { se: sessionId }).then(
        ({ data }) => {
          if (!current) return;
          setState({ data, settled: true, failed: false });
          if (live) timer = window.setTimeout(load, REFRESH_MS);
        },
        (error: unknown) => {
          if (!current) return;
          const refused = error instanceof CallError;
          const hidden = refused && error.code === ErrorCode.notEnoughRights;
          setState((last) => ({ data: last.data, settled: true, failed: last.data === null && !hidden }));
          if (live && !refused) timer = window.setTimeout(load, REFRESH_MS);
        },
      );
    };
    load();
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [sessionId, enabled, live]);

  // Nothing to wait for when no report is asked for.
  return enabled ? state : { data: null, settled: true, failed: false };
}
