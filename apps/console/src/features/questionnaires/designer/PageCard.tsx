import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { CheckboxField } from '../../../lib/CheckboxField.tsx';
import { changedText, wordingIn } from '../definitionTexts.ts';
import {
  COMPARING,
  CONTROL_TEMPLATES,
  TEMPORAL,
  moved,
  withControlMovedToPage,
  withNewControl,
  withPage,
  type ControlTemplate,
  type DraftControl,
  type DraftChange,
  type DraftDefinition,
  type DraftPage,
} from '../designerDraft.ts';
import { ControlCard } from './ControlCard.tsx';
import { FaultNotes, faultsUnder, type Faults } from './FaultNotes.tsx';
import { ControlLogicFields } from './logic/ControlLogicFields.tsx';
import { PageLogicFields } from './logic/PageLogicFields.tsx';

interface PageCardProps {
  definition: DraftDefinition;
  /** The account's uploaded pictures, for info controls. */
  pictures: string[];
  page: DraftPage;
  index: number;
  onChange: DraftChange;
  faults: Faults;
}

const TEMPLATE_NAMES = Object.keys(CONTROL_TEMPLATES) as ControlTemplate[];

export function PageCard({ definition, pictures, page, index, onChange, faults }: PageCardProps) {
  const { t } = useTranslation();
  const [template, setTemplate] = useState<ControlTemplate>(page.perSample ? 'hedonic' : 'info');
  const [dragged, setDragged] = useState<number | null>(null);
  const pageCount = definition.pages.length;
  const update = (next: (page: DraftPage) => DraftPage) => onChange((draft) => withPage(draft, index, next));
  const setControls = (next: (controls: DraftControl[]) => DraftControl[]) =>
    update((current) => ({ ...current, controls: next(current.controls) }));
  const headingId = `pl-designer-page-${index}`;
  // What the format refuses on this page: a comparison on a per-sample page, a second clock.
  const hasTemporal = page.controls.some((control) => ['tds', 'tcata', 'ti'].includes(control.kind));
  const unavailable = (name: ControlTemplate) =>
    (page.perSample === true && COMPARING.has(name)) || (hasTemporal && TEMPORAL.has(name));
  const controlFaults = (at: number) => faultsUnder(faults, `pages[${index}].controls[${at}]`);

  const drop = (event: DragEvent, target: number) => {
    event.preventDefault();
    if (dragged !== null) setControls((controls) => moved(controls, dragged, target));
    setDragged(null);
  };

  return (
    <section className="pl-console-designer-page" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(page.perSample ? 'questionnaires.designer.samplePage' : 'questionnaires.designer.page', {
          number: index + 1,
          id: page.id,
        })}
      </h2>
      <div className="pl-console-designer-row">
        <TextField
          className="pl-console-field"
          value={page.id}
          onChange={(value) => update((current) => ({ ...current, id: value }))}
        >
          <Label>{t('questionnaires.designer.pageId')}</Label>
          <Input />
        </TextField>
        <TextField
          className="pl-console-field"
          value={page.title === undefined ? '' : wordingIn(page.title, 'en')}
          onChange={(wording) =>
            update(({ title, ...rest }) => {
              const next = changedText(title ?? '', 'en', wording);
              return typeof next === 'object' && Object.keys(next).length === 0 ? rest : { ...rest, title: next };
            })
          }
        >
          <Label>{t('questionnaires.designer.pageTitle')}</Label>
          <Input />
        </TextField>
      </div>
      <CheckboxField
        isSelected={page.perSample === true}
        onChange={(perSample) => update((current) => ({ ...current, perSample }))}
        label={t('questionnaires.designer.perSample')}
      />
      {index === 0 && page.perSample !== true && (
        // Only the first page may screen judges (quotas on its answers); unset, the key is left out of the file.
        <CheckboxField
          isSelected={page.screening === true}
          onChange={(screening) =>
            update(({ screening: _was, ...current }) => (screening ? { ...current, screening } : current))
          }
          label={t('questionnaires.designer.screening')}
        />
      )}
      <PageLogicFields definition={definition} index={index} onChange={onChange} faults={faults} />
      <div className="pl-console-actions">
        <Button
          className="pl-console-button"
          isDisabled={index === 0}
          onPress={() => onChange((draft) => ({ ...draft, pages: moved(draft.pages, index, index - 1) }))}
        >
          {t('questionnaires.designer.pageUp')}
        </Button>
        <Button
          className="pl-console-button"
          isDisabled={index === pageCount - 1}
          onPress={() => onChange((draft) => ({ ...draft, pages: moved(draft.pages, index, index + 1) }))}
        >
          {t('questionnaires.designer.pageDown')}
        </Button>
        <Button
          className="pl-console-button pl-console-button--danger"
          isDisabled={pageCount <= 1}
          onPress={() => onChange((draft) => ({ ...draft, pages: draft.pages.filter((_, at) => at !== index) }))}
        >
          {t('questionnaires.designer.deletePage')}
        </Button>
      </div>
      {page.controls.length === 0 && <p className="pl-console-note">{t('questionnaires.designer.emptyPage')}</p>}
      <ol
        className="pl-console-designer-controls"
        aria-label={t('questionnaires.designer.controlsOf', { id: page.id })}
        hidden={page.controls.length === 0}
      >
        {page.controls.map((control, at) => (
          <li
            key={at}
            className="pl-console-designer-control"
            draggable
            data-dragged={dragged === at || undefined}
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', control.id);
              setDragged(at);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, at)}
            onDragEnd={() => setDragged(null)}
          >
            <span className="pl-console-designer-grip" aria-hidden="true">
              ⠿
            </span>
            <ControlCard
              control={control}
              products={definition.products.map((product) => product.id)}
              pictures={pictures}
              onChange={(next) => setControls((controls) => controls.map((each, i) => (i === at ? next(each) : each)))}
              at={at}
              count={page.controls.length}
              onMove={(to) => setControls((controls) => moved(controls, at, to))}
              onRemove={() => setControls((controls) => controls.filter((_, i) => i !== at))}
              pages={definition.pages.map((each) => each.id)}
              page={index}
              onMoveToPage={(to) => onChange((draft) => withControlMovedToPage(draft, index, at, to))}
            />
            <ControlLogicFields definition={definition} page={index} at={at} onChange={onChange} />
            <FaultNotes faults={controlFaults(at)} />
          </li>
        ))}
      </ol>
      <div className="pl-console-designer-row">
        <label className="pl-console-select-field">
          <span>{t('questionnaires.designer.newControl')}</span>
          <select value={template} onChange={(event) => setTemplate(event.currentTarget.value as ControlTemplate)}>
            {TEMPLATE_NAMES.map((name) => (
              <option key={name} value={name} disabled={unavailable(name)}>
                {t(`questionnaires.designer.templates.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <Button
          className="pl-console-button"
          isDisabled={unavailable(template)}
          onPress={() => onChange((draft) => withNewControl(draft, index, template))}
        >
          {t('questionnaires.designer.addControl')}
        </Button>
      </div>
    </section>
  );
}
