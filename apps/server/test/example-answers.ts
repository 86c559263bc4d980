import { cupsPicked, type Answer, type Control } from '@palate/engine';
import type { PageView } from '@palate/protocol';

/** A valid answer that varies with the judge and the screen, so that no statistic is degenerate. */
export function answerFor(control: Control, page: PageView, judge: number): Answer | null {
  const turn = judge + page.position;
  switch (control.kind) {
    case 'info':
    case 'comment':
      return null;
    case 'scale': {
      if (control.style === 'category') {
        const points = Math.round((control.max - control.min) / (control.step ?? 1)) + 1;
        return { controlId: control.id, value: control.min + (turn % points) * (control.step ?? 1) };
      }
      const share = ((judge * 7 + page.position * 3) % 11) / 10;
      return {
        controlId: control.id,
        value: Math.round((control.min + share * (control.max - control.min)) * 10) / 10,
      };
    }
    case 'text':
      return { controlId: control.id, text: control.format === 'free' ? 'fine' : String(turn % 9) };
    case 'single':
      return { controlId: control.id, choices: [control.choices[turn % control.choices.length]!.id] };
    case 'multiple':
      return { controlId: control.id, choices: [control.choices[turn % control.choices.length]!.id] };
    case 'rank': {
      const codes = page.served[control.id]!;
      return {
        controlId: control.id,
        ranks: Object.fromEntries(codes.map((code, i) => [code, ((i + judge) % codes.length) + 1])),
      };
    }
    case 'discrimination': {
      const codes = page.served[control.id]!;
      const picked = Array.from({ length: cupsPicked(control.method) }, (_, i) => codes[(turn + i) % codes.length]!);
      return { controlId: control.id, choices: picked };
    }
    case 'picture':
      return { controlId: control.id, marks: [{ x: (turn % 10) / 10, y: 0.5 }] };
  }
}

/** Every answer of a screen for the judge numbered `judge`, as answerFor gives them. */
export function answersOfJudge(judge: number) {
  return (page: PageView): Answer[] => page.controls.flatMap((control) => answerFor(control, page, judge) ?? []);
}
