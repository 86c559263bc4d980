import {
  buildPageSequence,
  orderedPage,
  orderPlaceOf,
  pageOf,
  screenOrders,
  type AnswerableControl,
  type JudgePlan,
  type Page,
  type PageInstance,
  type Questionnaire,
  type ScreenState,
} from '@palate/engine';
import { randomises } from '../judging/judge-page.ts';
import { readsAnswers, screenStates } from '../judging/screen-states.ts';
import type { ResultRow } from './results.repository.ts';

// A judge's screens as they were presented, for the exports: which controls conditions
// showed, and the place at which each control and each choice came in the judge's order
// (`order: random`). The same engine functions as the judge's run, from the same answers.

/** One screen of a judge's run as presented. */
export interface PresentedScreen {
  /** The screen's place in the judge's run, from 0. */
  position: number;
  instance: PageInstance;
  /** The page as served, in the judge's orders (the ideal scales only, on an ideal screen). */
  page: Page;
  /** Whether conditions showed the control (always, on a questionnaire without conditions). */
  shown(controlId: string): boolean;
  /** The control's place among the page's controls as presented, 1 for the first (info texts counted). */
  controlPosition(controlId: string): number | null;
  /** A choice's place among its control's choices as presented, 1 for the first. */
  choicePosition(controlId: string, choiceId: string): number | null;
}

/** A judge's run as presented: its screens by key, and those the judge reached. */
export interface PresentedRun {
  screen(pageKey: string): PresentedScreen | undefined;
  /** The controls of the screens reached that conditions hid and that have no answer stored. */
  hiddenUnanswered(): { screen: PresentedScreen; control: AnswerableControl }[];
}

/** What a run's presentation follows from, beyond its answers. */
export interface RunPresentation {
  definition: Questionnaire;
  plan: Pick<JudgePlan, 'judgeRank' | 'orders'>;
  orderSeed: number;
  /** The last position the judge reached (where a screen-out or the end stopped them). */
  reached: number;
}

/** Builds runs' presentations, each distinct sequence once: the judges of a publication share a handful of orders. */
export function presentedRuns(): (run: RunPresentation, rows: readonly ResultRow[]) => PresentedRun {
  const sequences = new WeakMap<Questionnaire, Map<string, PageInstance[]>>();
  return (run, rows) => {
    const ofDefinition = sequences.get(run.definition) ?? new Map<string, PageInstance[]>();
    sequences.set(run.definition, ofDefinition);
    const key = JSON.stringify(run.plan.orders);
    let sequence = ofDefinition.get(key);
    if (!sequence) {
      sequence = buildPageSequence(run.definition, run.plan.orders);
      ofDefinition.set(key, sequence);
    }
    return presentedRun(run, sequence, rows);
  };
}

function presentedRun(run: RunPresentation, sequence: PageInstance[], rows: readonly ResultRow[]): PresentedRun {
  const states = readsAnswers(run.definition)
    ? screenStates(
        { definition: run.definition, sequence },
        rows.map((row) => ({ ...row, judge_session_id: '', post_id: '', saved_at: 0 })),
      )
    : null;
  const positions = new Map(sequence.map((instance, position) => [instance.key, position]));
  const screens = new Map<number, PresentedScreen>();
  const screenAt = (position: number): PresentedScreen => {
    let screen = screens.get(position);
    if (!screen) {
      screen = presentedScreen(run, position, sequence[position] as PageInstance, states?.[position]);
      screens.set(position, screen);
    }
    return screen;
  };
  return {
    screen: (pageKey) => {
      const position = positions.get(pageKey);
      return position === undefined ? undefined : screenAt(position);
    },
    hiddenUnanswered: () => {
      if (states === null) return [];
      const answered = new Set(rows.map((row) => `${row.page_key}\u0000${row.control_id}`));
      return sequence.slice(0, run.reached + 1).flatMap((instance, position) => {
        const screen = screenAt(position);
        return screen.page.controls.flatMap((control) =>
          control.kind === 'info' || screen.shown(control.id) || answered.has(`${instance.key}\u0000${control.id}`)
            ? []
            : [{ screen, control }],
        );
      });
    },
  };
}

function presentedScreen(
  run: RunPresentation,
  position: number,
  instance: PageInstance,
  state: ScreenState | undefined,
): PresentedScreen {
  const written = run.definition.pages.find((page) => page.id === instance.pageId) as Page;
  let page = pageOf(run.definition, instance);
  if (randomises(written)) {
    page = orderedPage(page, screenOrders(written, orderPlaceOf(run.definition, instance, run.plan), run.orderSeed));
  }
  const shown = state === undefined ? undefined : new Set(state.shownControls);
  const place = (index: number) => (index === -1 ? null : index + 1);
  return {
    position,
    instance,
    page,
    shown: (controlId) => shown === undefined || shown.has(controlId),
    controlPosition: (controlId) => place(page.controls.findIndex((control) => control.id === controlId)),
    choicePosition: (controlId, choiceId) => {
      const control = page.controls.find((candidate) => candidate.id === controlId);
      if (control?.kind !== 'single' && control?.kind !== 'multiple') return null;
      return place(control.choices.findIndex((choice) => choice.id === choiceId));
    },
  };
}
