import { Fragment, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, Form, Input, Label, NumberField } from 'react-aria-components';
import { localize } from '@palate/engine';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { PublicationScreenHead } from '../../lib/PublicationScreenHead.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useUnsavedChanges } from '../../lib/unsavedChanges.ts';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import {
  draftOfTargets,
  PANEL_RULE_LIMITS,
  sameDraft,
  targetsRequest,
  withCell,
  type TargetCell,
  type TargetProblem,
  type TargetsDraft,
  type TargetsRequest,
  type TargetsView,
} from './targetsDraft.ts';
import './training.css';

/** Targets are read to a few decimals; more would be noise on a sensory scale. */
const TARGET_FORMAT = { maximumFractionDigits: 3, useGrouping: false } as const;

/**
 * A training publication's targets (pub/targets): per product and attribute a value and a
 * tolerance, and the panel's mean ± k SD where none is set; judges see their scores beside
 * them after each sample.
 */
export function TargetsScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, failure, fail, reload } = useLeaderCall('pub/targets', { id }, onSignedOut);
  const { notice, act } = useLeaderAction(fail, reload);
  return (
    <div className="pl-console-stack">
      <PublicationScreenHead
        titleId="pl-targets-title"
        back={t('training.back')}
        title={t('training.title', { name: data?.name ?? '' })}
        help={t('training.help')}
        failure={failure}
        notice={notice}
      />
      {data && !data.training && (
        <section className="pl-console-card">
          <p>{t('training.notTraining')}</p>
        </section>
      )}
      {data?.training === true &&
        (data.attributes.length === 0 ? (
          <section className="pl-console-card">
            <p>{t('training.noAttributes')}</p>
          </section>
        ) : (
          <TargetsForm
            // A new draft from what the server holds once a save has been read back.
            key={JSON.stringify([data.targets, data.panelRule])}
            view={data}
            onSave={(request) => void act('pub/targets/set', { id, ...request }, t('training.saved'))}
          />
        ))}
    </div>
  );
}

function TargetsForm({ view, onSave }: { view: TargetsView; onSave: (request: TargetsRequest) => void }) {
  const { t, i18n } = useTranslation();
  const saved = useMemo(() => draftOfTargets(view), [view]);
  const [draft, setDraft] = useState<TargetsDraft>(saved);
  // Problems are told once the leader has tried to save, then follow the edits.
  const [tried, setTried] = useState(false);
  useUnsavedChanges(!sameDraft(draft, saved));
  const outcome = targetsRequest(view, draft);
  const problems = tried && !outcome.ok ? outcome.problems : [];
  const invalid = (product: string, control: string, field: keyof TargetCell) =>
    problems.some(
      (problem) =>
        'product' in problem && problem.product === product && problem.control === control && problem.field === field,
    );
  const productLabel = (id: string) => localize(view.products.find((p) => p.id === id)?.label ?? id, i18n.language);
  const attributeOf = (control: string) => view.attributes.find((attribute) => attribute.control === control);
  const problemText = (problem: TargetProblem) => {
    if (!('product' in problem)) {
      return problem.kind === 'kOutOfRange'
        ? t('training.kOutOfRange', PANEL_RULE_LIMITS.k)
        : t('training.minJudgesOutOfRange', PANEL_RULE_LIMITS.minJudges);
    }
    const attribute = attributeOf(problem.control);
    const names = {
      attribute: attribute ? localize(attribute.label, i18n.language) : problem.control,
      product: productLabel(problem.product),
    };
    return problem.kind === 'outsideScale'
      ? t('training.outsideScale', { ...names, min: attribute?.min ?? '', max: attribute?.max ?? '' })
      : t(`training.${problem.kind}`, names);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (outcome.ok) onSave(outcome.request);
  };
  const change = (product: string, control: string, field: keyof TargetCell, typed: number) =>
    // Functional: a field committed on blur and the click that blurred it change the draft in one tick.
    setDraft((current) => withCell(current, product, control, { [field]: typed }));
  return (
    <section className="pl-console-card" aria-labelledby="pl-targets-table">
      <h2 id="pl-targets-table">{t('training.tableTitle')}</h2>
      <Form className="pl-console-form" onSubmit={submit}>
        <TableScroll label={t('training.tableTitle')}>
          <table className="pl-console-table pl-targets-table">
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {t('training.product')}
                </th>
                {view.attributes.map((attribute) => (
                  <th scope="colgroup" colSpan={2} key={attribute.control}>
                    {localize(attribute.label, i18n.language)}
                    <span className="pl-console-note">
                      {t('training.scale', { min: attribute.min, max: attribute.max })}
                    </span>
                  </th>
                ))}
              </tr>
              <tr>
                {view.attributes.map((attribute) => (
                  <Fragment key={attribute.control}>
                    <th scope="col">{t('training.value')}</th>
                    <th scope="col">{t('training.tolerance')}</th>
                  </Fragment>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.products.map((product) => (
                <tr key={product.id}>
                  <th scope="row">{localize(product.label, i18n.language)}</th>
                  {view.attributes.map((attribute) => {
                    const cell = draft.cells[product.id]?.[attribute.control];
                    const names = {
                      attribute: localize(attribute.label, i18n.language),
                      product: localize(product.label, i18n.language),
                    };
                    return (
                      <Fragment key={attribute.control}>
                        <td>
                          <NumberField
                            className="pl-targets-cell"
                            aria-label={t('training.valueOf', names)}
                            minValue={attribute.min}
                            maxValue={attribute.max}
                            formatOptions={TARGET_FORMAT}
                            value={cell?.value ?? NaN}
                            onChange={(typed) => change(product.id, attribute.control, 'value', typed)}
                            isInvalid={invalid(product.id, attribute.control, 'value')}
                          >
                            <Input />
                          </NumberField>
                        </td>
                        <td>
                          <NumberField
                            className="pl-targets-cell"
                            aria-label={t('training.toleranceOf', names)}
                            minValue={0}
                            maxValue={attribute.max - attribute.min}
                            formatOptions={TARGET_FORMAT}
                            value={cell?.tolerance ?? NaN}
                            onChange={(typed) => change(product.id, attribute.control, 'tolerance', typed)}
                            isInvalid={invalid(product.id, attribute.control, 'tolerance')}
                          >
                            <Input />
                          </NumberField>
                        </td>
                      </Fragment>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <fieldset className="pl-console-fieldset pl-targets-rule">
          <legend>{t('training.panelTitle')}</legend>
          <CheckboxField
            isSelected={draft.usePanel}
            onChange={(usePanel) => setDraft((current) => ({ ...current, usePanel }))}
            label={t('training.usePanel')}
          />
          <p className="pl-console-help">{t('training.panelHelp')}</p>
          <div className="pl-console-actions">
            <NumberField
              className="pl-console-field"
              isDisabled={!draft.usePanel}
              minValue={PANEL_RULE_LIMITS.k.min}
              maxValue={PANEL_RULE_LIMITS.k.max}
              step={0.25}
              formatOptions={TARGET_FORMAT}
              value={draft.k}
              onChange={(k) => setDraft((current) => ({ ...current, k }))}
              isInvalid={problems.some((problem) => problem.kind === 'kOutOfRange')}
            >
              <Label>{t('training.k')}</Label>
              <Input />
            </NumberField>
            <NumberField
              className="pl-console-field"
              isDisabled={!draft.usePanel}
              minValue={PANEL_RULE_LIMITS.minJudges.min}
              maxValue={PANEL_RULE_LIMITS.minJudges.max}
              step={1}
              value={draft.minJudges}
              onChange={(minJudges) => setDraft((current) => ({ ...current, minJudges }))}
              isInvalid={problems.some((problem) => problem.kind === 'minJudgesOutOfRange')}
            >
              <Label>{t('training.minJudges')}</Label>
              <Input />
            </NumberField>
          </div>
        </fieldset>
        {problems.length > 0 && (
          <div className="pl-console-error pl-targets-problems" role="alert">
            <p>{t('training.problemsTitle')}</p>
            <ul>
              {problems.map((problem, index) => (
                <li key={index}>{problemText(problem)}</li>
              ))}
            </ul>
          </div>
        )}
        <p>
          <Button type="submit" className="pl-console-button pl-console-button--primary">
            {t('training.save')}
          </Button>
        </p>
      </Form>
    </section>
  );
}
