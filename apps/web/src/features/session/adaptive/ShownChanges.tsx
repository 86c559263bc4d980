import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, type Control } from '@palate/engine';

/**
 * Tells a screen reader, politely, of each control a condition adds to the screen or takes
 * away as the judge answers: the focus stays where the judge is answering (moving it would
 * take them away from the question they are on), and the new question, below the one that
 * shows it, is named so that they know to look for it. Rendered with its screen, so that
 * the live region is there before the first change.
 */
export function ShownChanges({ controls, language }: { controls: readonly Control[]; language: string }) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState({ controls, message: '' });
  const ids = new Set(controls.map((control) => control.id));
  const before = new Set(seen.controls.map((control) => control.id));
  if (ids.size !== before.size || [...ids].some((id) => !before.has(id))) {
    // Worked out while rendering rather than in an effect, so that the text and the control arrive together.
    const added = controls.filter((control) => !before.has(control.id));
    const removed = seen.controls.filter((control) => !ids.has(control.id));
    const message = [
      ...added.map((control) => t('session.live.added', { question: nameOf(control, language) })),
      ...removed.map((control) => t('session.live.removed', { question: nameOf(control, language) })),
    ].join(' ');
    setSeen({ controls, message });
  }
  return (
    <p className="pl-visually-hidden" role="status">
      {seen.message}
    </p>
  );
}

function nameOf(control: Control, language: string): string {
  if ('label' in control) return localize(control.label, language);
  return control.kind === 'info' && control.text !== undefined ? localize(control.text, language) : '';
}
