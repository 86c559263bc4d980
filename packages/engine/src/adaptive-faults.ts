import type { z } from 'zod';
import { COMPARISONS, type Comparison } from './adaptive-schema.ts';
import { conditionReferences, type Condition } from './conditions.ts';
import type { Control, Page } from './definition.ts';
import { nearestWord } from './nearest-word.ts';
import { mapPageTexts, PIPED_KINDS, pipeReferences } from './piping.ts';
import { asksIdeal } from './sequence.ts';

type Path = (string | number)[];

/** A control where the questionnaire has it. */
interface Located {
  control: Control;
  pageIndex: number;
  controlIndex: number;
}

/** What reads an answer: a page's showIf, endIf or title (no control), or a control's showIf or texts. */
interface Reader {
  pageIndex: number;
  controlIndex: number | null;
  use: 'showIf' | 'endIf' | 'pipe';
}

/**
 * The faults of conditions, pipes and random orders, which need the whole questionnaire:
 * each names a control once in the questionnaire, earlier than where it is read (above it
 * on the same page, whatever a random order does), of a kind the comparison fits; `fixed`
 * and `orderPer` only where an order is random. Each fault is on the key at fault.
 */
export function reportAdaptiveFaults(pages: readonly Page[], context: z.RefinementCtx): void {
  const controlsById = new Map<string, Located[]>();
  pages.forEach((page, pageIndex) =>
    page.controls.forEach((control, controlIndex) => {
      const located = controlsById.get(control.id) ?? [];
      controlsById.set(control.id, [...located, { control, pageIndex, controlIndex }]);
    }),
  );
  const fault = (message: string, path: Path) => context.addIssue({ code: 'custom', message, path });

  /** The control an id names for a reader, with the faults of reading it from there. */
  const resolve = (controlId: string, reader: Reader, path: Path): Located | undefined => {
    const found = controlsById.get(controlId) ?? [];
    const target = found[0];
    if (target === undefined) {
      const suggestion = nearestWord(controlId, [...controlsById.keys()]);
      fault(
        `no control "${controlId}" in the questionnaire${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
        path,
      );
      return undefined;
    }
    if (found.length > 1) {
      const named = found.map((located) => `"${pages[located.pageIndex]?.id}"`).join(', ');
      fault(
        `"${controlId}" is the id of a control on several pages (${named}): give the one meant an id of its own`,
        path,
      );
      return undefined;
    }
    const readerPage = pages[reader.pageIndex] as Page;
    const targetPage = pages[target.pageIndex] as Page;
    const reading = reader.use === 'pipe' ? 'a pipe shows' : 'a condition reads';
    if (target.pageIndex > reader.pageIndex) {
      fault(`"${controlId}" is on a later page ("${targetPage.id}"): ${reading} only answers given before`, path);
    } else if (target.pageIndex === reader.pageIndex && reader.controlIndex === null && reader.use !== 'endIf') {
      fault(
        reader.use === 'showIf'
          ? `"${controlId}" is on this page: whether a page is shown is decided before it, from earlier pages`
          : `"${controlId}" is on this page, below its title: a title shows only answers of earlier pages`,
        path,
      );
    } else if (target.pageIndex === reader.pageIndex && reader.controlIndex === target.controlIndex) {
      fault(`a control cannot read its own answer ("${controlId}")`, path);
    } else if (
      target.pageIndex === reader.pageIndex &&
      reader.controlIndex !== null &&
      !comesBefore(readerPage, target.controlIndex, reader.controlIndex)
    ) {
      fault(
        readerPage.order === 'random'
          ? `"${controlId}" may come after this control in the page's random order: ${reading} only answers given above it (mark both fixed, or move "${controlId}" to an earlier page)`
          : `"${controlId}" comes after this control on the page: ${reading} only answers given above it`,
        path,
      );
    } else if (targetPage.perSample && !readerPage.perSample) {
      fault(
        `"${controlId}" is asked for each sample, and this page is not perSample: it could not tell which sample's answer to read`,
        path,
      );
    } else if (targetPage.perSample && reader.use !== 'pipe' && decidesIdealScreen(readerPage, reader)) {
      fault(
        `"${controlId}" is asked for each sample, and this condition also decides the judge's ideal screen, which has no sample`,
        path,
      );
    }
    return target;
  };

  const checkCondition = (condition: Condition, reader: Reader, path: Path) => {
    for (const reference of conditionReferences(condition, path)) {
      const target = resolve(reference.controlId, reader, [...reference.path, 'control']);
      const comparison = COMPARISONS.find((key) => reference.condition[key] !== undefined);
      if (target === undefined || comparison === undefined) continue;
      for (const [message, at] of comparisonFaults(comparison, reference.condition, target.control)) {
        fault(message, [...reference.path, ...at]);
      }
    }
  };

  pages.forEach((page, pageIndex) => {
    const pagePath: Path = ['pages', pageIndex];
    if (page.showIf)
      checkCondition(page.showIf, { pageIndex, controlIndex: null, use: 'showIf' }, [...pagePath, 'showIf']);
    if (page.endIf) checkCondition(page.endIf, { pageIndex, controlIndex: null, use: 'endIf' }, [...pagePath, 'endIf']);
    page.controls.forEach((control, controlIndex) => {
      if (control.showIf) {
        const reader: Reader = { pageIndex, controlIndex, use: 'showIf' };
        checkCondition(control.showIf, reader, [...pagePath, 'controls', controlIndex, 'showIf']);
      }
    });
    mapPageTexts(page, (text, textPath) => {
      const { controls, code } = pipeReferences(text);
      const controlIndex = textPath[0] === 'controls' ? (textPath[1] as number) : null;
      for (const controlId of controls) {
        const target = resolve(controlId, { pageIndex, controlIndex, use: 'pipe' }, [...pagePath, ...textPath]);
        if (target && !PIPED_KINDS.includes(target.control.kind)) {
          fault(
            `{answer:${controlId}} shows the answer of a scale, a text, a comment or a choice; "${controlId}" is ${kindName(target.control)}`,
            [...pagePath, ...textPath],
          );
        }
      }
      if (code && !page.perSample) {
        fault('{code} is the sample’s blinding code, and only a perSample page has a sample', [
          ...pagePath,
          ...textPath,
        ]);
      }
      return text;
    });
    for (const [message, path] of orderFaults(page)) fault(message, [...pagePath, ...path]);
  });
}

/**
 * Whether a control is always above another on a page: in the order written, or, on a
 * page in random order, in every order drawn (a control that moves can take any place
 * not held by a fixed one).
 */
function comesBefore(page: Page, first: number, second: number): boolean {
  const placesOf = (index: number): number[] => {
    if (page.order !== 'random' || page.controls[index]?.fixed === true) return [index];
    return page.controls.flatMap((control, place) => (control.fixed === true ? [] : [place]));
  };
  return Math.max(...placesOf(first)) < Math.min(...placesOf(second));
}

/** Whether a condition is read on the ideal screen after a page's samples: the page's own, or an ideal scale's. */
function decidesIdealScreen(page: Page, reader: Reader): boolean {
  if (!asksIdeal(page)) return false;
  if (reader.controlIndex === null) return reader.use === 'showIf';
  const control = page.controls[reader.controlIndex];
  return control?.kind === 'scale' && control.ideal === true;
}

function comparisonFaults(comparison: Comparison, condition: Condition, control: Control): [string, Path][] {
  const name = `"${control.id}" is ${kindName(control)}`;
  switch (comparison) {
    case 'atLeast':
    case 'atMost': {
      const numeric =
        control.kind === 'scale' || (control.kind === 'text' && ['number', 'integer'].includes(control.format));
      return numeric
        ? []
        : [[`${comparison} reads a scale or a number (a text of format number or integer); ${name}`, [comparison]]];
    }
    case 'anyOf':
    case 'noneOf': {
      if (control.kind !== 'single' && control.kind !== 'multiple') {
        return [[`${comparison} reads a single or multiple choice; ${name}`, [comparison]]];
      }
      const choiceIds = control.choices.map((choice) => choice.id);
      return (condition[comparison] ?? []).flatMap((choiceId, index): [string, Path][] => {
        if (choiceIds.includes(choiceId)) return [];
        const suggestion = nearestWord(choiceId, choiceIds);
        const hint = suggestion ? `; did you mean "${suggestion}"?` : ` (its choices: ${choiceIds.join(', ')})`;
        return [[`"${control.id}" has no choice "${choiceId}"${hint}`, [comparison, index]]];
      });
    }
    case 'answered':
      return control.kind === 'info' ? [[`${name}, which has no answer to read`, ['answered']]] : [];
  }
}

function kindName(control: Control): string {
  switch (control.kind) {
    case 'info':
      return 'an info text';
    case 'scale':
      return 'a scale';
    case 'text':
      return `a text of format ${control.format}`;
    case 'single':
      return 'a single choice';
    case 'multiple':
      return 'a multiple choice';
    case 'ti':
      return 'a time-intensity control';
    default:
      return `a ${control.kind} control`;
  }
}

/** `fixed` and `orderPer` only where an order is random; a random order with something to move; per sample only on a per-sample page. */
function orderFaults(page: Page): [string, Path][] {
  const faults: [string, Path][] = [];
  const list = (
    order: 'fixed' | 'random' | undefined,
    orderPer: 'judge' | 'sample' | undefined,
    items: readonly { fixed?: boolean | undefined }[],
    at: Path,
    itemsName: string,
    itemPath: (index: number) => Path,
  ) => {
    if (order !== 'random') {
      items.forEach((item, index) => {
        if (item.fixed !== undefined) {
          faults.push([
            `fixed keeps one of the ${itemsName} in place in a random order: add order: random`,
            itemPath(index),
          ]);
        }
      });
      if (orderPer !== undefined)
        faults.push(['orderPer says how often a random order changes: add order: random', [...at, 'orderPer']]);
      return;
    }
    if (items.filter((item) => item.fixed !== true).length < 2) {
      faults.push([`order: random needs at least two ${itemsName} that are not fixed`, [...at, 'order']]);
    }
    if (orderPer === 'sample' && !page.perSample) {
      faults.push([
        'orderPer: sample draws a new order for each sample, and this page is not perSample',
        [...at, 'orderPer'],
      ]);
    }
  };
  list(page.order, page.orderPer, page.controls, [], 'controls', (index) => ['controls', index, 'fixed']);
  page.controls.forEach((control, index) => {
    if (control.kind !== 'single' && control.kind !== 'multiple') return;
    const at: Path = ['controls', index];
    list(control.order, control.orderPer, control.choices, at, 'choices', (choice) => [
      ...at,
      'choices',
      choice,
      'fixed',
    ]);
  });
  return faults;
}
