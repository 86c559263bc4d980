import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@palate/engine';
import type { CallResponse } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';

type Preview = CallResponse<'quest/preview'>;

/** The screens judges answer on: a phone, and a booth's tablet; each shown as wide as its column allows, never larger. */
const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1280, height: 800 },
} as const;
type SizeName = keyof typeof SIZES;
const SIZE_NAMES = Object.keys(SIZES) as SizeName[];

/** Room kept above and below the frame (the console's header, the preview's options), so that it fits the window. */
const WINDOW_MARGIN_PX = 220;
/** A frame never shorter than this, however low the window. */
const LEAST_FRAME_HEIGHT_PX = 360;

/** How long the leader pauses typing before the preview follows. */
const FOLLOW_DELAY_MS = 500;

export interface DefinitionPreviewPaneProps {
  /** The definition being edited (YAML or JSON). */
  text: string;
  /** The faults of `palate check` for the same text, as the screen beside wants to show them. */
  onFaults: (faults: Preview['faults']) => void;
  onFailure: (error: unknown) => void;
}

/**
 * The live preview beside an editor: the server builds the screens of the definition as
 * a judge would be served them (quest/preview), and the judges' own client shows them in a
 * frame (its pvq route), in any of the seven languages, at phone or tablet size.
 */
export function DefinitionPreviewPane({ text, onFaults, onFailure }: DefinitionPreviewPaneProps) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>('en');
  const [size, setSize] = useState<SizeName>('phone');
  const [judge, setJudge] = useState(1);
  const [preview, setPreview] = useState<Preview | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      callAsLeader('quest/preview', { text, judge }, i18n.language).then((answer) => {
        if (!current) return;
        setPreview(answer);
        onFaults(answer.faults);
      }, onFailure);
    }, FOLLOW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, judge, i18n.language, onFaults, onFailure]);

  useEffect(() => {
    const send = () =>
      frame.current?.contentWindow?.postMessage(
        { type: 'palate-preview', pages: preview?.pages ?? [] },
        window.location.origin,
      );
    if (preview) send();
    // A frame that (re)loads, for another language, asks for the screens again.
    const ready = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        data?.type === 'palate-preview-ready' &&
        preview
      )
        send();
    };
    window.addEventListener('message', ready);
    return () => window.removeEventListener('message', ready);
  }, [preview]);

  const { width, height, scale } = useFrameFit(stage, SIZES[size]);
  return (
    <section className="pl-console-preview" aria-labelledby="pl-preview-title" data-preview-size={size}>
      <h2 id="pl-preview-title">{t('questionnaires.preview.title')}</h2>
      <div className="pl-console-preview-options">
        <label className="pl-console-select-field">
          <span>{t('questionnaires.preview.language')}</span>
          <select value={language} onChange={(event) => setLanguage(event.currentTarget.value as Language)}>
            {LANGUAGES.map((each) => (
              <option key={each} value={each} lang={each}>
                {LANGUAGE_NAMES[each]}
              </option>
            ))}
          </select>
        </label>
        <RadioGroup
          className="pl-console-segmented"
          orientation="horizontal"
          value={size}
          onChange={(value) => setSize(value as SizeName)}
        >
          <Label>{t('questionnaires.preview.size')}</Label>
          <div className="pl-console-segments">
            {SIZE_NAMES.map((name) => (
              <Radio key={name} className="pl-console-segment" value={name}>
                {t(`questionnaires.preview.${name}`)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <label className="pl-console-select-field">
          <span>{t('questionnaires.preview.judge')}</span>
          <input
            type="number"
            min={1}
            max={10000}
            value={judge}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              if (Number.isInteger(value) && value >= 1) setJudge(value);
            }}
          />
        </label>
      </div>
      {preview && preview.faults.length > 0 && (
        <p className="pl-console-error" role="status">
          {t('questionnaires.preview.faults', { count: preview.faults.length })}
        </p>
      )}
      <div ref={stage} className="pl-console-preview-stage" style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={frame}
          className="pl-console-preview-frame"
          title={t('questionnaires.preview.frame', { language: LANGUAGE_NAMES[language] })}
          src={`/${language}/pvq`}
          style={{ width, height, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}

/**
 * The device's screen fitted to the stage's column: its width at most the column's (never
 * enlarged), and its height the device's or what the window leaves, so that the preview
 * stays in view beside a long form and the judges' page scrolls inside it.
 */
function useFrameFit(
  stage: RefObject<HTMLDivElement | null>,
  device: { width: number; height: number },
): { width: number; height: number; scale: number } {
  const [room, setRoom] = useState({ width: device.width, height: device.height });
  useEffect(() => {
    const column = stage.current?.parentElement;
    if (!column) return;
    const measure = () =>
      setRoom({ width: column.clientWidth, height: Math.max(LEAST_FRAME_HEIGHT_PX, innerHeight - WINDOW_MARGIN_PX) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(column);
    addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      removeEventListener('resize', measure);
    };
  }, [stage]);
  // 2 px: the stage's border.
  const scale = Math.min(1, Math.max(0, room.width - 2) / device.width);
  return { width: device.width, height: Math.min(device.height, room.height / scale), scale };
}
