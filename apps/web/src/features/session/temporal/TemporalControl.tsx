import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Label, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { localize, temporalFingerprint, type TemporalControl as TemporalDefinition } from '@palate/engine';
import { Button } from '../../../components/ui/Button.tsx';
import type { ControlProps } from '../controlProps.ts';
import { FieldError } from '../FieldError.tsx';
import { createRecorder, localInstant, type ClockSample, type Recorder, type SynchronisedClock } from './recording.ts';
import './temporal.css';

export interface TemporalControlProps extends ControlProps<TemporalDefinition> {
  /** TDS and TCATA: the attribute ids in this judge's order. */
  order: readonly string[];
  clock: SynchronisedClock | undefined;
}

type Phase =
  | { name: 'ready' }
  | { name: 'waiting' }
  | { name: 'countdown'; start: number }
  | { name: 'running'; start: number }
  | { name: 'done' };

const POLL_MS = 1000;

/**
 * TDS, TCATA and time-intensity: the judge (or the leader's synchronised start) starts the
 * recording, an optional countdown gives time to take the sample, and the recording runs
 * to Stop or to the time limit. The whole recording becomes the control's answer at the
 * end, so it is sent in the screen's one post, and kept offline like any answer.
 */
export function TemporalControl({ control, answer, onChange, error, language, order, clock }: TemporalControlProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const recorder = useRef<Recorder | null>(null);
  const intensity = useRef(control.kind === 'ti' ? control.min : 0);
  const [phase, setPhase] = useState<Phase>(answer?.recording ? { name: 'done' } : { name: 'ready' });
  const [now, setNow] = useState(() => performance.now());
  const [active, setActive] = useState<ReadonlySet<string>>(new Set());
  const [level, setLevel] = useState(intensity.current);
  const limitMs = control.duration * 1000;
  const synchronised = control.start === 'synchronised' && clock !== undefined;

  // A synchronised screen asks the server's clock every second until the leader's start
  // comes; a start given before the judge arrived is not theirs to follow.
  useEffect(() => {
    if (!synchronised || phase.name !== 'waiting') return;
    const samples: ClockSample[] = [];
    let arrived: number | null = null;
    let stopped = false;
    const poll = async () => {
      const sent = performance.now();
      try {
        const reading = await clock();
        const received = performance.now();
        if (stopped) return;
        samples.push({ sent, received, serverNow: reading.now });
        arrived ??= reading.now;
        if (reading.startsAt !== null && reading.startsAt > arrived) {
          setPhase({ name: 'countdown', start: localInstant(reading.startsAt, samples) });
          return;
        }
      } catch {
        // A missed reading is retried at the next tick; the countdown needs only one.
      }
      if (!stopped) timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    let timer = window.setTimeout(() => void poll(), 0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [synchronised, phase.name, clock]);

  // The instant the recording starts, on the wall clock: what booths started together compare.
  const plannedStart = phase.name === 'countdown' ? phase.start : null;
  useEffect(() => {
    if (plannedStart === null) return;
    rootRef.current?.setAttribute('data-started-at', String(Math.round(performance.timeOrigin + plannedStart)));
  }, [plannedStart]);

  useEffect(() => {
    if (phase.name !== 'countdown' && phase.name !== 'running') return;
    const tick = window.setInterval(() => setNow(performance.now()), 100);
    const at = (instant: number) => Math.max(0, instant - performance.now());
    if (phase.name === 'countdown') {
      const begin = window.setTimeout(() => {
        recorder.current = createRecorder(control.kind, phase.start, limitMs);
        if (control.kind === 'ti') recorder.current.read(intensity.current, phase.start);
        rootRef.current?.setAttribute(
          'data-running-at',
          String(Math.round(performance.timeOrigin + performance.now())),
        );
        setPhase({ name: 'running', start: phase.start });
      }, at(phase.start));
      return () => {
        window.clearInterval(tick);
        window.clearTimeout(begin);
      };
    }
    const sampling =
      control.kind === 'ti'
        ? window.setInterval(() => recorder.current?.read(intensity.current, performance.now()), 1000 / control.rate)
        : undefined;
    const limit = window.setTimeout(() => finish(phase.start + limitMs, true), at(phase.start + limitMs));
    return () => {
      window.clearInterval(tick);
      window.clearInterval(sampling);
      window.clearTimeout(limit);
    };
    // finish reads the latest props through the recorder; the timers follow the phase only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  function begin() {
    setPhase({ name: 'countdown', start: performance.now() + control.startDelay * 1000 });
  }

  function finish(at: number, atLimit: boolean) {
    const recording = recorder.current?.stop(at, temporalFingerprint(control));
    recorder.current = null;
    if (!recording) return;
    flushSync(() => {
      setActive(new Set());
      setPhase({ name: 'done' });
      onChange({ recording });
    });
    if (atLimit && control.atTimeLimit === 'next') rootRef.current?.closest('form')?.requestSubmit();
  }

  function press(attribute: string) {
    const current = recorder.current;
    if (!current) return;
    if (control.kind === 'tds') current.dominate(attribute, performance.now());
    else current.toggle(attribute, performance.now());
    setActive(current.active());
  }

  function move(value: number) {
    intensity.current = value;
    setLevel(value);
    recorder.current?.read(value, performance.now());
  }

  const running = phase.name === 'running';
  const elapsed = running ? Math.min(limitMs, Math.max(0, now - phase.start)) : 0;
  const minMs = (control.minDuration ?? 0) * 1000;
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const labels = new Map(control.kind === 'ti' ? [] : control.attributes.map((a) => [a.id, a.label]));

  return (
    <div
      ref={rootRef}
      className={`pl-control pl-temporal pl-temporal--${control.kind}`}
      role="group"
      aria-labelledby={labelId}
      data-control-id={control.id}
      data-phase={phase.name}
      data-invalid={error !== null || undefined}
    >
      <span id={labelId} className="pl-control-label">
        {localize(control.label, language)}
      </span>
      <FieldError id={errorId} error={error} />
      <div className="pl-temporal-bar">
        {phase.name === 'ready' && (
          <>
            <p className="pl-control-help">
              {t(synchronised ? 'session.temporal.waitHint' : `session.temporal.${control.kind}Hint`)}
            </p>
            {synchronised ? (
              <Button variant="primary" size="large" onPress={() => setPhase({ name: 'waiting' })}>
                {t('session.temporal.ready')}
              </Button>
            ) : (
              <Button variant="primary" size="large" onPress={begin}>
                {t('session.temporal.start')}
              </Button>
            )}
          </>
        )}
        {phase.name === 'waiting' && (
          <p className="pl-temporal-status" role="status">
            {t('session.temporal.waiting')}
          </p>
        )}
        {phase.name === 'countdown' && (
          <p className="pl-temporal-countdown" role="status">
            {t('session.temporal.startsIn', { count: Math.max(1, Math.ceil((phase.start - now) / 1000)) })}
          </p>
        )}
        {running && (
          <>
            <p className="pl-temporal-clock" role="timer" aria-live="off">
              {t('session.temporal.elapsed', { seconds: seconds(elapsed), limit: control.duration })}
            </p>
            <Button
              size="large"
              onPress={() => finish(performance.now(), false)}
              isDisabled={elapsed < minMs}
              aria-describedby={elapsed < minMs ? `${labelId}-min` : undefined}
            >
              {t('session.temporal.stop')}
            </Button>
            {elapsed < minMs && (
              <p id={`${labelId}-min`} className="pl-control-help">
                {t('session.temporal.stopIn', { count: Math.ceil((minMs - elapsed) / 1000) })}
              </p>
            )}
          </>
        )}
        {phase.name === 'done' && answer?.recording && (
          <>
            <p className="pl-temporal-status" role="status">
              {t('session.temporal.recorded', { seconds: seconds(answer.recording.duration) })}
            </p>
            <Button onPress={() => setPhase({ name: 'ready' })}>{t('session.temporal.again')}</Button>
          </>
        )}
      </div>
      {control.kind === 'ti' ? (
        <Slider
          className="pl-temporal-intensity"
          data-orientation={control.orientation}
          orientation={control.orientation}
          minValue={control.min}
          maxValue={control.max}
          step={(control.max - control.min) / 100}
          value={level}
          onChange={move}
          isDisabled={!running}
        >
          <Label className="pl-visually-hidden">{localize(control.label, language)}</Label>
          {control.anchors && (
            <span className="pl-temporal-anchor pl-temporal-anchor--max">
              {localize(control.anchors.max, language)}
            </span>
          )}
          <SliderTrack className="pl-temporal-track">
            <SliderThumb className="pl-temporal-thumb" />
          </SliderTrack>
          {control.anchors && <span className="pl-temporal-anchor">{localize(control.anchors.min, language)}</span>}
        </Slider>
      ) : (
        <div className="pl-temporal-attributes">
          {order.map((id) => {
            const label = labels.get(id);
            return (
              <button
                key={id}
                type="button"
                className="pl-temporal-attribute"
                aria-pressed={active.has(id)}
                disabled={!running}
                onClick={() => press(id)}
              >
                {label === undefined ? id : localize(label, language)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
