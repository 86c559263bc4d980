import {
  mapPageTexts,
  orderedPage,
  orderPlaceOf,
  pipePage,
  pipeReferences,
  screenOrders,
  type JudgePlan,
  type Page,
  type PageInstance,
  type Questionnaire,
  type ScreenState,
} from '@palate/engine';
import type { PageView } from '@palate/protocol';

// A screen as its judge is served it: controls and choices in the judge's balanced order
// (`order: random`, from the publication's seed and the judge's design row) and texts with
// their pipes filled in. A page that neither randomises nor pipes is served as written, at
// the cost of two look-ups kept per parsed definition.

/** What a judge's orders and pipes follow from. */
export interface JudgeOrders {
  definition: Questionnaire;
  plan: Pick<JudgePlan, 'judgeRank' | 'orders'>;
  /** The publication's seed of its random orders (0 for one published before seeds). */
  orderSeed: number;
}

/** How a screen is served: online with its state (from the run's answers), or in an offline download or a preview. */
export interface ServedScreen {
  instance: PageInstance;
  /** The page as pageOf gives it (the ideal scales only, on an ideal screen). */
  page: Page;
  code: string | null;
  state?: ScreenState | undefined;
  /** For a browser deciding conditions and pipes itself: pipes of answers stay as written. */
  offline?: boolean;
}

type Adapted = Pick<PageView, 'title' | 'controls' | 'earlier' | 'shownControls' | 'repetition' | 'showIf' | 'endIf'>;

/** The screen's page in the judge's orders with its pipes filled, and what the page view adds for conditions. */
export function judgePage(judge: JudgeOrders, screen: ServedScreen): { page: Page; view: Partial<Adapted> } {
  const { instance, state } = screen;
  const written = judge.definition.pages.find((page) => page.id === instance.pageId) ?? screen.page;
  let page = screen.page;
  if (randomises(written)) {
    const place = orderPlaceOf(judge.definition, instance, judge.plan);
    page = orderedPage(page, screenOrders(written, place, judge.orderSeed));
  }
  const pipes = pipesOf(written);
  if (pipes.controls.length > 0 || pipes.code) {
    const onPage = new Set(written.controls.map((control) => control.id));
    // A pipe the server cannot fill (the same page's answer, or any answer offline) is kept for the client.
    const values = Object.fromEntries(
      pipes.controls.map((controlId) => [
        controlId,
        screen.offline || onPage.has(controlId) ? `{answer:${controlId}}` : (state?.earlier.piped[controlId] ?? ''),
      ]),
    );
    page = pipePage(page, values, screen.code);
  }
  const view: Partial<Adapted> = {};
  if (screen.offline) {
    view.repetition = instance.repetition;
    if (page.showIf) view.showIf = page.showIf;
    if (page.endIf) view.endIf = page.endIf;
  } else if (state) {
    if (Object.keys(state.earlier.answers).length > 0) view.earlier = state.earlier;
    if (page.controls.some((control) => control.showIf !== undefined)) view.shownControls = state.shownControls;
  }
  return { page, view };
}

const randomOrders = new WeakMap<Page, boolean>();

/** Whether a page randomises its controls or a choice list's choices. */
export function randomises(page: Page): boolean {
  let random = randomOrders.get(page);
  if (random === undefined) {
    random =
      page.order === 'random' ||
      page.controls.some(
        (control) => (control.kind === 'single' || control.kind === 'multiple') && control.order === 'random',
      );
    randomOrders.set(page, random);
  }
  return random;
}

const pipesByPage = new WeakMap<Page, { controls: string[]; code: boolean }>();

/** The controls a page's texts pipe, and whether they pipe the sample's code. */
function pipesOf(page: Page): { controls: string[]; code: boolean } {
  let pipes = pipesByPage.get(page);
  if (pipes === undefined) {
    const controls = new Set<string>();
    let code = false;
    mapPageTexts(page, (text) => {
      const named = pipeReferences(text);
      for (const controlId of named.controls) controls.add(controlId);
      code ||= named.code;
      return text;
    });
    pipes = { controls: [...controls], code };
    pipesByPage.set(page, pipes);
  }
  return pipes;
}
