import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, type PictureControl as PictureDefinition, type PictureMark } from '@palate/engine';
import { imageUrl } from '@palate/protocol';
import { AlertDialog } from '../../components/ui/AlertDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import type { ControlProps } from './controlProps.ts';
import { FieldError } from './FieldError.tsx';
import { markAt, moveCursor, percent } from './pictureMarks.ts';

/**
 * The judge marks places on a picture (a defect on a product photo, where a sensation is
 * felt). A tap places a mark; with the keys, the arrows move a cross and Enter places it.
 * The marks are also listed in words, each with its own remove button, so a screen reader
 * hears where they are; clearing them all asks first (spec section 5).
 */
export function PictureControl({ control, answer, onChange, error, language }: ControlProps<PictureDefinition>) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const statusId = useId();
  const marks = answer?.marks ?? [];
  const [cursor, setCursor] = useState<PictureMark>({ x: 0.5, y: 0.5 });
  const [confirmingClear, setConfirmingClear] = useState(false);
  const full = marks.length >= control.maxMarks;
  const label = localize(control.label, language);

  const place = (mark: PictureMark) => {
    if (!full) onChange({ marks: [...marks, mark] });
  };
  const remove = (index: number) => onChange({ marks: marks.filter((_, other) => other !== index) });

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const mark = markAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
    setCursor(mark);
    place(mark);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place(cursor);
      return;
    }
    const moved = moveCursor(cursor, event.key, event.shiftKey);
    if (moved) {
      event.preventDefault();
      setCursor(moved);
    }
  };

  return (
    <div
      className="pl-control pl-picture"
      role="group"
      aria-labelledby={labelId}
      data-control-id={control.id}
      data-invalid={error !== null || undefined}
    >
      <span id={labelId} className="pl-control-label">
        {label}
      </span>
      <FieldError id={errorId} error={error} />
      <div
        className="pl-picture-area"
        role="application"
        tabIndex={0}
        aria-label={t('session.picture.area', { label })}
        aria-describedby={[statusId, error === null ? null : errorId].filter(Boolean).join(' ')}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <img
          className="pl-picture-image"
          src={imageUrl(control.image.name)}
          alt={localize(control.image.alt, language)}
        />
        {marks.map((mark, index) => (
          <span
            key={index}
            className="pl-picture-mark"
            aria-hidden="true"
            style={{ left: `${mark.x * 100}%`, top: `${mark.y * 100}%` }}
          >
            {index + 1}
          </span>
        ))}
        <span
          className="pl-picture-cursor"
          aria-hidden="true"
          style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%` }}
        />
      </div>
      <p id={statusId} className="pl-picture-status" aria-live="polite">
        {full
          ? t('session.picture.full', { max: control.maxMarks })
          : t('session.picture.count', { count: marks.length, max: control.maxMarks })}
      </p>
      {marks.length > 0 && (
        <>
          <ol className="pl-picture-marks">
            {marks.map((mark, index) => (
              <li key={index}>
                <span>
                  {t('session.picture.mark', { number: index + 1, across: percent(mark.x), down: percent(mark.y) })}
                </span>
                <Button variant="quiet" onPress={() => remove(index)}>
                  {t('session.picture.remove', { number: index + 1 })}
                </Button>
              </li>
            ))}
          </ol>
          <Button onPress={() => setConfirmingClear(true)}>{t('session.picture.clear')}</Button>
        </>
      )}
      {confirmingClear && (
        <AlertDialog
          title={t('session.picture.clearTitle')}
          onDismiss={() => setConfirmingClear(false)}
          actions={
            <>
              <Button
                variant="primary"
                onPress={() => {
                  onChange({ marks: [] });
                  setConfirmingClear(false);
                }}
              >
                {t('session.picture.clearConfirm')}
              </Button>
              <Button onPress={() => setConfirmingClear(false)} autoFocus>
                {t('session.picture.keep')}
              </Button>
            </>
          }
        >
          <p className="pl-dialog-message">{t('session.picture.clearText', { count: marks.length })}</p>
        </AlertDialog>
      )}
    </div>
  );
}
