import {
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { localize, type NappingControl as NappingDefinition } from '@palate/engine';
import type { ControlProps } from '../controlProps.ts';
import { FieldError } from '../FieldError.tsx';
import { isNearSheet, movedByKey, pointAt, sheetCentre, type SheetPoint } from './sheet.ts';
import { WordList } from './WordList.tsx';
import './rapid.css';

interface NappingProps extends ControlProps<NappingDefinition> {
  /** The samples to place, by blinding code, in the judge's serving order. */
  codes: readonly string[];
}

/** A token being dragged: where the pointer took it, and how far it has moved since. */
interface Drag {
  code: string;
  pointerId: number;
  startX: number;
  startY: number;
  /** The pointer's offset from the token's centre, so that the token lands where it is drawn. */
  grabX: number;
  grabY: number;
  moved: boolean;
}

/** Pixels a pointer moves before a press becomes a drag (a tap stays a tap). */
const DRAG_THRESHOLD = 4;
/** A click this soon after a pointer's release is that release's own. */
const CLICK_AFTER_POINTER_MS = 500;

/**
 * Projective mapping (napping): the judge places every sample on a sheet, those that seem
 * alike close together. Each sample is a token labelled by its code, waiting beside the
 * sheet until placed; it is dragged with a mouse, a finger or a pen, or moved with the arrow
 * keys (its first key or Enter puts it at the centre). A position is kept to a tenth of a
 * sheet unit and the token is drawn from the kept value, so what the judge sees is what is stored.
 */
export function NappingControl({ control, codes, answer, onChange, error, language }: NappingProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const helpId = useId();
  const size = { width: control.width, height: control.height };
  const positions: Readonly<Record<string, SheetPoint>> = answer?.positions ?? {};
  const words = wordsByCode(answer?.words);
  const sheetRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const pointerHandledAt = useRef(-Infinity);
  const [offset, setOffset] = useState<{ code: string; dx: number; dy: number } | null>(null);
  // A token leaves the waiting strip for the sheet (another element): the keys stay on it.
  const refocus = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const label = localize(control.label, language);

  /** A token's name: its code and the position it is drawn at, in the judge's language. */
  const describe = (code: string, point: SheetPoint | undefined = positions[code]) =>
    point === undefined
      ? t('session.napping.tokenWaiting', { code })
      : t('session.napping.token', { code, across: number.format(point[0]), up: number.format(point[1]) });

  const save = (nextPositions: Record<string, SheetPoint>, nextWords: Record<string, string[]> = words) =>
    onChange({
      positions: nextPositions,
      ...(control.words ? { words: nextWords } : {}),
    });
  const place = (code: string, point: SheetPoint) => save({ ...positions, [code]: point });

  const putAtCentre = (code: string) => {
    const centre = sheetCentre(size);
    place(code, centre);
    refocus.current = code;
    setAnnouncement(describe(code, centre));
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, code: string) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      code,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      grabX: event.clientX - (box.left + box.width / 2),
      grabY: event.clientY - (box.top + box.height / 2),
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    current.moved = true;
    setOffset({ code: current.code, dx, dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset(null);
    // The click that follows is this press's, already handled here (the token may be gone by then).
    pointerHandledAt.current = event.timeStamp;
    const sheet = sheetRef.current;
    if (sheet === null) return;
    if (!current.moved) {
      // A tap on a sample waiting puts it on the sheet, to be dragged from there.
      if (positions[current.code] === undefined) putAtCentre(current.code);
      return;
    }
    const box = sheet.getBoundingClientRect();
    const x = event.clientX - current.grabX;
    const y = event.clientY - current.grabY;
    // A placed token dragged off the sheet stops at its edge; a waiting one dropped elsewhere waits on.
    if (positions[current.code] !== undefined || isNearSheet(box, x, y, event.currentTarget.offsetWidth / 2)) {
      place(current.code, pointAt(box, x, y, size));
    }
  };
  const onPointerCancel = () => {
    drag.current = null;
    setOffset(null);
  };
  // Enter and Space (and a screen reader's activation) put a waiting sample at the centre.
  const onClick = (event: MouseEvent<HTMLButtonElement>, code: string) => {
    if (event.timeStamp - pointerHandledAt.current < CLICK_AFTER_POINTER_MS) return;
    if (positions[code] === undefined) putAtCentre(code);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, code: string) => {
    const point = positions[code];
    if (point === undefined) {
      if (!event.key.startsWith('Arrow')) return;
      event.preventDefault();
      putAtCentre(code);
      return;
    }
    const moved = movedByKey(point, event.key, event.shiftKey, size);
    if (moved === null) return;
    event.preventDefault();
    place(code, moved);
    setAnnouncement(describe(code, moved));
  };

  const token = (code: string) => {
    const point = positions[code];
    const dragged = offset?.code === code ? offset : null;
    const style: CSSProperties = {};
    if (point !== undefined) {
      style.left = `${(point[0] / size.width) * 100}%`;
      style.bottom = `${(point[1] / size.height) * 100}%`;
    }
    if (dragged) style.translate = `${dragged.dx}px ${dragged.dy}px`;
    return (
      <button
        key={code}
        ref={(element) => {
          if (element === null || refocus.current !== code) return;
          refocus.current = null;
          element.focus();
        }}
        type="button"
        className="pl-napping-token"
        data-answer-field
        data-dragging={dragged !== null || undefined}
        data-code={code}
        style={style}
        aria-label={describe(code)}
        aria-describedby={helpId}
        onPointerDown={(event) => onPointerDown(event, code)}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClick={(event) => onClick(event, code)}
        onKeyDown={(event) => onKeyDown(event, code)}
      >
        {code}
      </button>
    );
  };

  const waiting = codes.filter((code) => positions[code] === undefined);
  return (
    <div
      className="pl-control pl-napping"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error === null ? undefined : errorId}
      data-control-id={control.id}
      data-invalid={error !== null || undefined}
    >
      <span id={labelId} className="pl-control-label">
        {label}
      </span>
      <p id={helpId} className="pl-control-help">
        {t('session.napping.help')}
      </p>
      <FieldError id={errorId} error={error} />
      <div className="pl-napping-board">
        <div className="pl-napping-sheet-frame">
          <div
            ref={sheetRef}
            className="pl-napping-sheet"
            role="group"
            aria-label={t('session.napping.sheet')}
            style={{ '--pl-sheet-ratio': size.width / size.height } as CSSProperties}
          >
            {codes.filter((code) => positions[code] !== undefined).map(token)}
          </div>
        </div>
        <div className="pl-napping-waiting" role="group" aria-label={t('session.napping.waiting')}>
          <span className="pl-napping-waiting-title" aria-hidden="true">
            {t('session.napping.waiting')}
          </span>
          {waiting.length > 0 ? (
            <div className="pl-napping-waiting-tokens">{waiting.map(token)}</div>
          ) : (
            <p className="pl-control-help">{t('session.napping.allPlaced')}</p>
          )}
        </div>
      </div>
      <p className="pl-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {control.words && (
        <div className="pl-rapid-words">
          {codes.map((code) => (
            <WordList
              key={code}
              owner={t('session.sample', { code })}
              words={words[code] ?? []}
              onChange={(given) => save(positions, withWords(words, code, given))}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** The words by code with one sample's changed; a sample left without words is left out. */
function withWords(words: Readonly<Record<string, string[]>>, code: string, given: string[]): Record<string, string[]> {
  const others = Object.entries(words).filter(([other]) => other !== code);
  return Object.fromEntries(given.length > 0 ? [...others, [code, given]] : others);
}

/** A napping's words by sample code (a sorting's come as lists, and are not this control's). */
function wordsByCode(words: Record<string, string[]> | string[][] | undefined): Record<string, string[]> {
  return words === undefined || Array.isArray(words) ? {} : words;
}
