import { useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, type SortingControl as SortingDefinition } from '@palate/engine';
import type { ControlProps } from '../controlProps.ts';
import { FieldError } from '../FieldError.tsx';
import { groupOf, movedSample, type Sorting, type SortingTarget } from './sorting.ts';
import { WordList } from './WordList.tsx';
import './rapid.css';

interface SortingProps extends ControlProps<SortingDefinition> {
  /** The samples to sort, by blinding code, in the judge's serving order. */
  codes: readonly string[];
}

interface Drag {
  code: string;
  pointerId: number;
  startX: number;
  startY: number;
  moved: boolean;
}

const DRAG_THRESHOLD = 4;

/**
 * Free sorting: the judge puts the samples into groups of their own making. Each sample
 * has a native "group" list (keyboard and screen readers), and on a pointer device its
 * code can also be dragged onto a group, onto "new group" or back among those not sorted.
 * Groups left empty disappear, so that the answer holds none.
 */
export function SortingControl({ control, codes, answer, onChange, error, language }: SortingProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const sorting: Sorting = {
    groups: answer?.groups ?? [],
    words: Array.isArray(answer?.words) ? answer.words : [],
  };
  const rootRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragged, setDragged] = useState<{ code: string; dx: number; dy: number; over: string | null } | null>(null);
  // A sample moved with its list lands in another box (another element): the keys stay on its list.
  const refocus = useRef<string | null>(null);

  const save = (next: Sorting) =>
    onChange({
      groups: next.groups.map((group) => [...group]),
      ...(control.words ? { words: next.words.map((list) => [...list]) } : {}),
    });
  const move = (code: string, target: SortingTarget) => save(movedSample(sorting, code, target));

  /** The drop zone under the pointer, ignoring the sample being dragged. */
  const zoneAt = (clientX: number, clientY: number, code: string): string | null => {
    const card = rootRef.current?.querySelector(`[data-sample="${CSS.escape(code)}"]`);
    for (const element of document.elementsFromPoint(clientX, clientY)) {
      if (card?.contains(element)) continue;
      const zone = element.closest<HTMLElement>('[data-drop]');
      if (zone && rootRef.current?.contains(zone)) return zone.dataset.drop ?? null;
    }
    return null;
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>, code: string) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { code, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    current.moved = true;
    setDragged({ code: current.code, dx, dy, over: zoneAt(event.clientX, event.clientY, current.code) });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragged(null);
    if (!current.moved) return;
    const zone = zoneAt(event.clientX, event.clientY, current.code);
    if (zone !== null) move(current.code, zone === 'new' || zone === 'none' ? zone : Number(zone));
  };
  const onPointerCancel = () => {
    drag.current = null;
    setDragged(null);
  };

  const groupName = (index: number) => t('session.sorting.group', { number: index + 1 });

  const sample = (code: string) => {
    const moving = dragged?.code === code ? dragged : null;
    const place = groupOf(sorting, code);
    return (
      <li
        key={code}
        className="pl-sorting-sample"
        data-sample={code}
        data-dragging={moving !== null || undefined}
        style={moving ? { translate: `${moving.dx}px ${moving.dy}px` } : undefined}
      >
        <span
          className="pl-sorting-handle"
          onPointerDown={(event) => onPointerDown(event, code)}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <span className="pl-sorting-grip" aria-hidden="true" />
          {code}
        </span>
        <select
          ref={(element) => {
            if (element === null || refocus.current !== code) return;
            refocus.current = null;
            element.focus();
          }}
          className="pl-sorting-select"
          aria-label={t('session.sorting.groupOf', { code })}
          value={String(place)}
          onChange={(event) => {
            const { value } = event.target;
            refocus.current = code;
            move(code, value === 'new' || value === 'none' ? value : Number(value));
          }}
        >
          <option value="none">{t('session.sorting.notSorted')}</option>
          {sorting.groups.map((_, index) => (
            <option key={index} value={String(index)}>
              {groupName(index)}
            </option>
          ))}
          {/* A sample alone in its group is already a new group of its own. */}
          {!(place !== 'none' && sorting.groups[place]?.length === 1) && (
            <option value="new">{t('session.sorting.newGroup')}</option>
          )}
        </select>
      </li>
    );
  };

  const unsorted = codes.filter((code) => groupOf(sorting, code) === 'none');
  const zoneState = (zone: string) => (dragged?.over === zone ? { 'data-drop-over': true } : {});
  return (
    <div
      ref={rootRef}
      className="pl-control pl-sorting"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error === null ? undefined : errorId}
      data-control-id={control.id}
      data-invalid={error !== null || undefined}
    >
      <span id={labelId} className="pl-control-label">
        {localize(control.label, language)}
      </span>
      <p className="pl-control-help">{t('session.sorting.help')}</p>
      <FieldError id={errorId} error={error} />
      <section className="pl-sorting-zone pl-sorting-unsorted" data-drop="none" {...zoneState('none')}>
        <h2 className="pl-sorting-title">{t('session.sorting.notSortedTitle')}</h2>
        {unsorted.length > 0 ? (
          <ul className="pl-sorting-samples">{unsorted.map(sample)}</ul>
        ) : (
          <p className="pl-control-help">{t('session.sorting.allSorted')}</p>
        )}
      </section>
      <div className="pl-sorting-groups">
        {sorting.groups.map((group, index) => (
          <section
            key={index}
            className="pl-sorting-zone pl-sorting-group"
            data-drop={String(index)}
            {...zoneState(String(index))}
          >
            <h2 className="pl-sorting-title">{groupName(index)}</h2>
            <ul className="pl-sorting-samples">{group.map(sample)}</ul>
            {control.words && (
              <WordList
                owner={groupName(index)}
                words={sorting.words[index] ?? []}
                onChange={(given) =>
                  save({
                    ...sorting,
                    words: sorting.groups.map((_, other) => (other === index ? given : (sorting.words[other] ?? []))),
                  })
                }
              />
            )}
          </section>
        ))}
        <div className="pl-sorting-zone pl-sorting-new" data-drop="new" {...zoneState('new')}>
          {t('session.sorting.dropNew')}
        </div>
      </div>
    </div>
  );
}
