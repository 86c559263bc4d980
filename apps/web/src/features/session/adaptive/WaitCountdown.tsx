import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface WaitCountdownProps {
  /** When Next opens (or opened), in epoch milliseconds. */
  until: number;
  /** The seconds the wait had left when it started (0: it was over as the screen came). */
  seconds: number;
  /** The visible countdown's id, which Next is described by. */
  id: string;
}

/** Whole seconds left until `until`, 0 once it is past. */
function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The seconds a screen reader is told of: the whole wait as it starts, then every 10
 * seconds (every 30 above a minute), never each second, which would drown the screen's
 * own text; the countdown on screen is hidden from it.
 */
export function spokenSeconds(left: number, atStart: number): number {
  const step = left > 60 ? 30 : 10;
  return Math.min(atStart, Math.ceil(left / step) * step);
}

/** "You can continue in 12 s" beside Next while a timed wait holds the judge, then "You can continue now". */
export function WaitCountdown({ until, seconds, id }: WaitCountdownProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  const left = secondsUntil(until, now);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    // Each tick at the moment the whole seconds left change, so that the count never lags.
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const stillLeft = secondsUntil(until, current);
      if (stillLeft > 0) timer = setTimeout(tick, until - (stillLeft - 1) * 1000 - current);
    };
    tick();
    return () => clearTimeout(timer);
  }, [until]);

  const text = (count: number) => (count > 0 ? t('session.wait.left', { count }) : t('session.wait.over'));
  return (
    <>
      <p id={id} className="pl-wait" data-waiting={left > 0 || undefined} aria-hidden="true">
        {text(left)}
      </p>
      <p className="pl-visually-hidden" role="status">
        {left > 0 ? text(spokenSeconds(left, seconds)) : seconds > 0 ? text(0) : ''}
      </p>
    </>
  );
}
