import { lazy, type ComponentType } from 'react';

/**
 * The controls still built on React Aria (sliders, text fields, cups), each in a chunk of its
 * own with React Aria, loaded when a screen first shows it: the judges' first screens and the
 * native controls (CategoryScale, ChoiceControls, RankControl) never load React Aria. The
 * session screen shows a new screen as a transition, so the screen before stays until the
 * new one's controls have loaded: a judge never sees a screen with a control missing.
 */
function ariaControl<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Control, { withAriaLocale }] = await Promise.all([load(), import('./ariaLocale.tsx')]);
    return { default: withAriaLocale(Control) };
  });
}

export const LineScale = ariaControl(() => import('./LineScale.tsx').then((module) => module.LineScale));
export const TextAnswer = ariaControl(() => import('./TextControls.tsx').then((module) => module.TextAnswer));
export const CommentBox = ariaControl(() => import('./TextControls.tsx').then((module) => module.CommentBox));
export const TemporalControl = ariaControl(() =>
  import('./temporal/TemporalControl.tsx').then((module) => module.TemporalControl),
);
export const DiscriminationControl = ariaControl(() =>
  import('./DiscriminationControl.tsx').then((module) => module.DiscriminationControl),
);
export const DiscriminationWordsControl = ariaControl(() =>
  import('./DiscriminationWordsControl.tsx').then((module) => module.DiscriminationWordsControl),
);
export const TwoAcControl = ariaControl(() => import('./TwoAcControl.tsx').then((module) => module.TwoAcControl));
export const DegreeOfDifferenceControl = ariaControl(() =>
  import('./DegreeOfDifferenceControl.tsx').then((module) => module.DegreeOfDifferenceControl),
);
