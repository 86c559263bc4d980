import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../lib/navigation.tsx';
import { appPath, signedOutBy, type AppPrefix } from '../../lib/appPath.ts';
import { useStoredJudge } from '../../lib/judgeStore.ts';
import { useAppMode } from '../../lib/offlineStore.ts';
import { OfflineHome } from './OfflineHome.tsx';
import { PendingDownloads } from './PendingDownloads.tsx';
import { useResultsSender } from './useResultsSender.tsx';
import { useUploadFromQuery } from './useUploadFromQuery.ts';
import { QuestionnaireList } from './QuestionnaireList.tsx';
import { Welcome } from './Welcome.tsx';
import './questionnaires.css';

export interface QuestionnairesScreenProps {
  prefix: AppPrefix;
  account: string | null;
  debug: boolean;
  /** Each questionnaire tells when it expires (route option `expTime`). */
  showExpiry: boolean;
}

/** Home: the welcome until this browser has a judge token, then the judge's questionnaires; offline, the downloads. */
export function QuestionnairesScreen({ prefix, account, debug, showExpiry }: QuestionnairesScreenProps) {
  const judge = useStoredJudge();
  const location = useLocation();
  const navigate = useNavigate();
  const homeHref = appPath(prefix, { name: 'home' });
  const [signedOutCode, setSignedOutCode] = useState(() => signedOutBy(location.state));
  const offline = useAppMode() === 'offline';
  // Without a judge there is no list, but results answered offline can still be sent.
  const sender = useResultsSender(homeHref, debug);
  // The list and the offline home send the results of home?upload themselves.
  useUploadFromQuery(judge || offline ? null : sender.send);

  // The session screen is a chunk of its own (app/lazyScreens.ts): fetched while a new judge
  // reads the welcome (the link is idle then) or a judge the list, it is there at Start. A
  // failure (offline, not copied yet) is the lazy screen's to meet again when it is shown.
  useEffect(() => {
    import('../session/SessionScreen.tsx').catch(() => undefined);
  }, []);

  const onSignedIn = useCallback(() => {
    setSignedOutCode(null);
    // Drops the history state too, so that reloading the page does not repeat the notice.
    void navigate(homeHref, { replace: true });
  }, [navigate, homeHref]);

  if (offline) return <OfflineHome prefix={prefix} debug={debug} />;
  if (judge) {
    return <QuestionnaireList prefix={prefix} debug={debug} showExpiry={showExpiry} onSignedOut={setSignedOutCode} />;
  }
  return (
    <>
      {sender.feedback}
      <PendingDownloads listedIds={[]} sender={sender} />
      <Welcome
        account={account}
        signedOutCode={signedOutCode}
        homeHref={homeHref}
        loginHref={appPath(prefix, { name: 'login' })}
        debug={debug}
        onSignedIn={onSignedIn}
      />
    </>
  );
}
