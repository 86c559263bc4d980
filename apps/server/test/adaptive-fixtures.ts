import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Answer } from '@palate/engine';
import type { CallResponse, PageView } from '@palate/protocol';
import type { ApiClient } from './api.ts';

/** The adaptive consumer test of examples/: a screen-out, a conditional why, a random CATA, a 30 s rinse, a page shown to buyers. */
export const ADAPTIVE_EXAMPLE = readFileSync(
  resolve(import.meta.dirname, '../../../examples/consumer-test-adaptive.yaml'),
  'utf8',
);

/** A judge's run through the API: their token, run and the screen they are on. */
export interface AdaptiveJudge {
  tk: string;
  se: string;
  page: PageView;
}

export async function importAndPublish(
  api: ApiClient,
  leader: string,
  text: string,
  options: Record<string, unknown> = {},
): Promise<string> {
  const imported = await api.ok('quest/import', { tk: leader, text });
  if (imported.id === null) throw new Error(`not imported: ${JSON.stringify(imported.faults)}`);
  return (
    await api.ok('pub/create', {
      tk: leader,
      questionnaireId: imported.id,
      name: 'Adaptive',
      anonymous: true,
      ...options,
    })
  ).id;
}

export async function startJudge(api: ApiClient, publicationId: string): Promise<AdaptiveJudge> {
  const tk = await api.newJudge();
  const { se } = await api.ok('run/reqStart', { tk, block: publicationId });
  const { page } = await api.ok('run/start', { tk, se });
  return { tk, se, page };
}

/** Posts the judge's screen; the judge then stands on the screen the answer gives (when there is one). */
export async function post(
  api: ApiClient,
  judge: AdaptiveJudge,
  answers: Answer[],
  moving: 'next' | 'prev' | 'stay' = 'next',
): Promise<CallResponse<'run/post'>> {
  const step = await api.ok('run/post', {
    tk: judge.tk,
    se: judge.se,
    postId: randomUUID(),
    position: judge.page.position,
    moving,
    answers,
  });
  if (step.page) judge.page = step.page;
  return step;
}

/** The same post, as an envelope: for the refusals. */
export function attempt(
  api: ApiClient,
  judge: AdaptiveJudge,
  answers: Answer[],
  moving: 'next' | 'prev' | 'stay' = 'next',
) {
  return api.call('run/post', {
    tk: judge.tk,
    se: judge.se,
    postId: randomUUID(),
    position: judge.page.position,
    moving,
    answers,
  });
}

/** A control of the screen the judge is on (throws when the screen has none of that id). */
export function controlOf(page: PageView, controlId: string) {
  const control = page.controls.find((candidate) => candidate.id === controlId);
  if (!control) throw new Error(`no control ${controlId} on ${page.key}`);
  return control;
}

/** A control's label on the screen the judge is on, as served (pipes filled). */
export function labelOf(page: PageView, controlId: string): unknown {
  const control = controlOf(page, controlId);
  return 'label' in control ? control.label : undefined;
}

/** The ids of a choice control's choices, in the order the judge is served them. */
export function servedChoices(page: PageView, controlId: string): string[] {
  const control = controlOf(page, controlId);
  return 'choices' in control && Array.isArray(control.choices) ? control.choices.map((choice) => choice.id) : [];
}

/** The tasting screen of the example, answered: liking, why when asked, one CATA word. */
export function tasting(liking: number, why?: string): Answer[] {
  return [
    { controlId: 'liking', value: liking },
    ...(why === undefined ? [] : [{ controlId: 'why', text: why }]),
    { controlId: 'cata', choices: ['sweet'] },
  ];
}

/** The lines of an exported CSV, split into cells (none of the tests' cells holds a comma). */
export function csvRows(content: string): Record<string, string>[] {
  const [header = '', ...lines] = content.trim().split('\r\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [columns[index], cell])));
}
