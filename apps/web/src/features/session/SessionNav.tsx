import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import type { Moving } from './answers.ts';
import { WaitCountdown, type TimedWait } from './adaptive/timedWait.ts';

export interface SessionNavProps {
  /** The screen's timed wait, if it has one: its countdown above Next, and Next disabled until it is over. */
  wait: TimedWait | null;
  moving: Moving | null;
  isLast: boolean;
  /** Previous, on every screen but the block's first. */
  onPrevious: (() => void) | null;
}

/** A screen's foot: Previous and Next (the form's submit), and a timed wait's countdown. */
export function SessionNav({ wait, moving, isLast, onPrevious }: SessionNavProps) {
  const { t } = useTranslation();
  return (
    <div className="pl-session-footer">
      {/* Its own line, there from the start to the end of the wait, so that Next never moves. */}
      {wait && <WaitCountdown until={wait.until} seconds={wait.seconds} id="pl-wait" />}
      <div className="pl-session-nav">
        {onPrevious && (
          <Button size="large" onPress={onPrevious} isPending={moving === 'prev'} isDisabled={moving === 'next'}>
            {t('session.previous')}
          </Button>
        )}
        <Button
          type="submit"
          variant="primary"
          size="large"
          isPending={moving === 'next'}
          isDisabled={moving === 'prev' || (wait !== null && !wait.over)}
          aria-describedby={wait ? 'pl-wait' : undefined}
        >
          {t(isLast ? 'session.finish' : 'session.next')}
        </Button>
      </div>
    </div>
  );
}
