import { useEffect, useState } from 'react';
import type { Answer, TargetVerdict } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { fill } from '../booking/bookingTexts.ts';
import { feedbackLines, type FeedbackLine } from './TrainingFeedbackRows.ts';
import { loadTrainingFeedbackTexts, type TrainingFeedbackTexts } from './TrainingFeedbackTexts.ts';
import './TrainingFeedback.css';

/** What the feedback screen shows after one sample, its words loaded in `language`. */
export interface TrainingFeedbackData {
  /** The screen answered and its answers, to write the feedback again in another language. */
  page: PageView;
  answers: readonly Answer[];
  language: string;
  title: string;
  summary: string;
  lines: FeedbackLine[];
  texts: TrainingFeedbackTexts;
}

/**
 * The feedback on a sample's screen just answered, with its words in the judge's language;
 * null when none of its controls with a target was answered (then the run goes straight on).
 */
export async function prepareTrainingFeedback(
  page: PageView,
  answers: readonly Answer[],
  language: string,
): Promise<TrainingFeedbackData | null> {
  if (page.targets === undefined || page.sample === null) return null;
  const texts = await loadTrainingFeedbackTexts(language);
  const lines = feedbackLines(page.controls, answers, page.targets, texts, language);
  if (lines.length === 0) return null;
  const onTarget = lines.filter((line) => line.verdict === 'onTarget').length;
  return {
    page,
    answers,
    language,
    title: fill(texts.title, { code: page.sample.code }),
    summary: fill(texts.summary, { count: onTarget, total: lines.length }),
    lines,
    texts,
  };
}

export interface TrainingFeedbackProps {
  feedback: TrainingFeedbackData;
  /** The app's language: the judge may change it while reading. */
  language: string;
  /** On to the next screen, or the end. */
  onContinue: () => void;
}

/**
 * A training publication's feedback after a sample (issue 43): attribute by attribute the
 * judge's score beside the target range, drawn on the scale (for the eye only) and written
 * out, the verdict in words with its icon. Continue takes the focus, so that the judge who
 * has read it moves on with one key; the heading and the rows come before it in reading order.
 */
export function TrainingFeedback({ feedback, language, onContinue }: TrainingFeedbackProps) {
  const [shown, setShown] = useState(feedback);
  useEffect(() => {
    if (language === shown.language) return;
    let current = true;
    void prepareTrainingFeedback(shown.page, shown.answers, language).then(
      (translated) => current && translated !== null && setShown(translated),
    );
    return () => {
      current = false;
    };
  }, [language, shown]);
  const { title, summary, lines, texts } = shown;
  return (
    <section className="pl-feedback" aria-labelledby="pl-feedback-title">
      <h1 id="pl-feedback-title" className="pl-feedback-title">
        {title}
      </h1>
      <p id="pl-feedback-summary" className="pl-feedback-summary">
        {summary}
      </p>
      <ul className="pl-feedback-legend" aria-hidden="true">
        <li>
          <span className="pl-feedback-key pl-feedback-key--target" />
          {texts.legendTarget}
        </li>
        <li>
          <span className="pl-feedback-key pl-feedback-key--score" />
          {texts.legendScore}
        </li>
      </ul>
      <ul className="pl-feedback-rows">
        {lines.map((line) => (
          <li key={line.controlId} className={`pl-feedback-row pl-feedback-row--${VERDICT_CLASS[line.verdict]}`}>
            <p className="pl-feedback-label">{line.label}</p>
            <ScaleDrawing line={line} />
            <p className="pl-feedback-figures">
              <span className="pl-feedback-part">{line.gave}</span>
              <span className="pl-feedback-part">{line.target}</span>
              <span
                className={`pl-feedback-part pl-feedback-verdict pl-feedback-verdict--${VERDICT_CLASS[line.verdict]}`}
              >
                <VerdictIcon verdict={line.verdict} />
                {line.verdictText}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="pl-feedback-nav">
        <Button variant="primary" size="large" onPress={onContinue} aria-describedby="pl-feedback-summary" autoFocus>
          {texts.continue}
        </Button>
      </div>
    </section>
  );
}

/** The scale from its min to its max, the target range shaded and the judge's score marked; its words are in the row's text. */
function ScaleDrawing({ line }: { line: FeedbackLine }) {
  const range = { left: percent(line.lowAt), width: percent(line.highAt - line.lowAt) };
  return (
    <div className="pl-feedback-drawing" aria-hidden="true">
      <div className="pl-feedback-track">
        <div className="pl-feedback-scale">
          <span className="pl-feedback-range" style={range} />
          <span className="pl-feedback-marker" style={{ left: percent(line.scoreAt) }} />
        </div>
      </div>
      <p className="pl-feedback-axis">
        <span>{line.min}</span>
        <span>{line.max}</span>
      </p>
    </div>
  );
}

function percent(share: number): string {
  return `${(share * 100).toFixed(2)}%`;
}

/** A tick on target, an arrow up when too high, down when too low: the verdict told by shape as well as by colour and words. */
function VerdictIcon({ verdict }: { verdict: TargetVerdict }) {
  return (
    <svg className="pl-feedback-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" />
      <path d={VERDICT_PATHS[verdict]} />
    </svg>
  );
}

/** The verdicts' class modifiers, for an account stylesheet. */
const VERDICT_CLASS: Record<TargetVerdict, string> = { onTarget: 'on-target', tooLow: 'too-low', tooHigh: 'too-high' };

const VERDICT_PATHS: Record<TargetVerdict, string> = {
  onTarget: 'M6.5 12.5l3.5 3.5 7.5-8',
  tooHigh: 'M12 18V6.5M7 11.5l5-5 5 5',
  tooLow: 'M12 6v11.5M7 12.5l5 5 5-5',
};
