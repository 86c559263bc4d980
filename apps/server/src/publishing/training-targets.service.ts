import type { PanelTargetRule, Questionnaire } from '@palate/engine';
import type { CallResponse, TargetEntry } from '@palate/protocol';
import { recordAudit } from '../accounts/audit.service.ts';
import type { CallContext } from '../shared/context.ts';
import { refusedRequest } from '../shared/refusal.ts';
import { loadDefinition } from './definitions.ts';
import { ownPublication } from './own-publication.ts';
import type { PublicationRow } from './publications.repository.ts';
import { replaceTargets, targetsOfPublication } from './training-targets.repository.ts';

// A training publication's targets (issue 43): per product and attribute, the leader's value
// and tolerance, and for the attributes without one the rule of the panel's mean ± k SD. The
// judges' screens (judging/training-targets.ts) and records read them.

type TargetsView = CallResponse<'pub/targets'>;
export type TargetAttribute = TargetsView['attributes'][number];

/** The publication's rule of the panel's mean ± k SD, or null when it has none. */
export function panelRuleOf(
  publication: Pick<PublicationRow, 'panel_target_k' | 'panel_target_min_judges'>,
): PanelTargetRule | null {
  const { panel_target_k: k, panel_target_min_judges: minJudges } = publication;
  return k === null || minJudges === null ? null : { k, minJudges };
}

/**
 * The attributes a target may be given for: the scale controls of the questionnaire's
 * sample pages (pages answered per sample), in the questionnaire's order. A control id is
 * one attribute, even when two pages ask it.
 */
export function targetAttributes(definition: Questionnaire): TargetAttribute[] {
  const attributes = new Map<string, TargetAttribute>();
  for (const page of definition.pages) {
    if (!page.perSample) continue;
    for (const control of page.controls) {
      if (control.kind !== 'scale' || attributes.has(control.id)) continue;
      attributes.set(control.id, {
        control: control.id,
        page: page.id,
        label: control.label,
        min: control.min,
        max: control.max,
        ...(control.step === undefined ? {} : { step: control.step }),
      });
    }
  }
  return [...attributes.values()];
}

/** pub/targets: what a leader sets targets for, and those set. */
export async function publicationTargets(context: CallContext, id: string): Promise<TargetsView> {
  const publication = await ownPublication(context, id);
  const [definition, rows] = await Promise.all([
    loadDefinition(context.db, publication.questionnaire_id),
    targetsOfPublication(context.db, publication.id),
  ]);
  return {
    name: publication.name,
    training: publication.training === 1,
    products: definition.products.map((product) => ({ id: product.id, label: product.name })),
    attributes: targetAttributes(definition),
    targets: rows.map((row) => ({
      product: row.product_id,
      control: row.control_id,
      value: row.value,
      tolerance: row.tolerance,
    })),
    panelRule: panelRuleOf(publication),
  };
}

/** pub/targets/set: replaces a training publication's targets and panel rule, each target checked first. */
export async function setPublicationTargets(
  context: CallContext,
  id: string,
  targets: readonly TargetEntry[],
  panelRule: PanelTargetRule | null,
): Promise<void> {
  const publication = await ownPublication(context, id);
  if (publication.training !== 1) {
    throw refusedRequest('Targets apply to training sessions only: make the publication a training session first.');
  }
  const definition = await loadDefinition(context.db, publication.questionnaire_id);
  checkTargets(definition, targets);
  await replaceTargets(
    context.db,
    publication.id,
    targets.map((target) => ({
      product_id: target.product,
      control_id: target.control,
      value: target.value,
      tolerance: target.tolerance,
    })),
    panelRule,
  );
  await recordAudit(context, 'publication.targets', publication.name, {
    id: publication.id,
    targets: targets.length,
    panelRule,
  });
}

function checkTargets(definition: Questionnaire, targets: readonly TargetEntry[]): void {
  const products = new Set(definition.products.map((product) => product.id));
  const attributes = new Map(targetAttributes(definition).map((attribute) => [attribute.control, attribute]));
  const given = new Set<string>();
  for (const { product, control, value } of targets) {
    if (!products.has(product)) throw refusedRequest(`The questionnaire has no product "${product}".`);
    const attribute = attributes.get(control);
    if (!attribute) {
      throw refusedRequest(`"${control}" is not a scale of the questionnaire's sample pages.`);
    }
    if (value < attribute.min || value > attribute.max) {
      throw refusedRequest(
        `The target ${value} for "${control}" of "${product}" is outside its scale (${attribute.min} to ${attribute.max}).`,
      );
    }
    const key = JSON.stringify([product, control]);
    if (given.has(key)) throw refusedRequest(`The target for "${control}" of "${product}" is given twice.`);
    given.add(key);
  }
}
