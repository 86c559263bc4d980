import type { PageView } from '@palate/protocol';

/** What a judge answers on a demo screen: every scale control, and nothing else. */
export function scaleAnswers(page: PageView) {
  return page.controls.flatMap((control) =>
    control.kind === 'scale' ? [{ controlId: control.id, value: control.style === 'category' ? 5 : 4.2 }] : [],
  );
}
