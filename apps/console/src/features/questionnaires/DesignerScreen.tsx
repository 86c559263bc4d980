import { useCallback, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Input, Label, TextField } from 'react-aria-components';
import type { LocalizedText } from '@palate/engine';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { useFailure } from '../../lib/useFailure.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { DefinitionPreviewPane } from './DefinitionPreviewPane.tsx';
import { FaultPathList } from './FaultPathList.tsx';
import { useDefinitionSave, type ImportReply } from './useDefinitionSave.ts';
import { useStoredDefinition, type StoredDefinition } from './useStoredDefinition.ts';
import { changedText, wordingIn } from './definitionTexts.ts';
import {
  COMPARING,
  CONTROL_TEMPLATES,
  DESIGNS,
  PICTURE_TO_CHOOSE,
  TEMPORAL,
  blankDefinition,
  freeId,
  moved,
  withNewControl,
  withNewPage,
  withNewProduct,
  withPage,
  type ControlTemplate,
  type DraftControl,
  type DraftDefinition,
  type DraftPage,
} from './designerDraft.ts';

type Faults = ImportReply['faults'];

/**
 * The designer: a questionnaire built as pages and controls, with no file to write. A new
 * one starts from two products and a welcome screen; an existing one opens as it is stored.
 * Controls are added from sound templates of every method (their texts translated on the
 * texts screen), moved by dragging or with their buttons, and the live preview shows what
 * judges will see. Saving stores a new questionnaire, or the next version of this one.
 */
export function DesignerScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const [failure, fail] = useFailure(onSignedOut);
  const [definition, setDefinition] = useState<DraftDefinition | null>(creating ? blankDefinition() : null);
  const [faults, setFaults] = useState<Faults>([]);
  const { reply, pending, save: saveDefinition } = useDefinitionSave(fail);
  const onFaults = useCallback((found: Faults) => setFaults(found), []);
  const pictureList = useLeaderCall('quest/image/list', {}, onSignedOut).data;
  const pictureNames = useMemo(() => pictureList?.items.map((item) => item.name) ?? [], [pictureList]);

  useStoredDefinition(
    creating ? null : id,
    useCallback(({ definition: read }: StoredDefinition) => setDefinition(read as DraftDefinition), []),
    fail,
  );

  const text = useMemo(() => (definition === null ? '' : JSON.stringify(definition, null, 2)), [definition]);
  const change = (next: (draft: DraftDefinition) => DraftDefinition) =>
    setDefinition((draft) => (draft === null ? draft : next(draft)));

  const save = async () => {
    const result = await saveDefinition(text, creating ? null : id);
    if (result && result.id !== null && creating)
      await navigate(`/questionnaires/${encodeURIComponent(result.id)}/design`);
  };

  const faultsAt = (prefix: string) =>
    faults.filter((fault) => fault.path === prefix || fault.path.startsWith(`${prefix}.`));
  return (
    <section className="pl-console-card pl-console-wide" aria-labelledby="pl-designer-title">
      <h1 id="pl-designer-title">
        {creating
          ? t('questionnaires.designer.newTitle')
          : t('questionnaires.designer.title', { name: definition?.name ?? '' })}
      </h1>
      <p className="pl-console-help">{t('questionnaires.designer.intro')}</p>
      <FailureNote failure={failure} />
      {definition && (
        <div className="pl-console-texts-layout">
          <div className="pl-console-designer">
            <Basics definition={definition} onChange={change} faults={faultsAt('name').concat(faultsAt('title'))} />
            <Products definition={definition} onChange={change} faults={faultsAt('products')} />
            {definition.pages.map((page, index) => (
              <PageCard
                key={index}
                definition={definition}
                pictures={pictureNames}
                page={page}
                index={index}
                onChange={change}
                faults={faultsAt(`pages[${index}]`)}
              />
            ))}
            <div className="pl-console-actions">
              <Button className="pl-console-button" onPress={() => change((draft) => withNewPage(draft, false))}>
                {t('questionnaires.designer.addPage')}
              </Button>
              <Button className="pl-console-button" onPress={() => change((draft) => withNewPage(draft, true))}>
                {t('questionnaires.designer.addSamplePage')}
              </Button>
            </div>
          </div>
          <DefinitionPreviewPane text={text} onFaults={onFaults} onFailure={fail} />
        </div>
      )}
      {faults.length > 0 && (
        <div role="status">
          <p className="pl-console-error">{t('questionnaires.designer.faults', { count: faults.length })}</p>
          <FaultPathList faults={faults} />
        </div>
      )}
      <div className="pl-console-actions">
        <Button
          className="pl-console-button pl-console-button--primary"
          isDisabled={definition === null || pending}
          onPress={() => void save()}
        >
          {creating ? t('questionnaires.designer.saveNew') : t('questionnaires.texts.save')}
        </Button>
        {!creating && (
          <Link className="pl-console-link" to={`/questionnaires/${encodeURIComponent(id)}/texts`}>
            {t('questionnaires.designer.translate')}
          </Link>
        )}
        <Link className="pl-console-link" to="/">
          {t('questionnaires.texts.back')}
        </Link>
      </div>
      {reply && reply.id !== null && (
        <p className="pl-console-success" role="status">
          {t('questionnaires.designer.saved', { name: reply.name ?? '' })}
        </p>
      )}
    </section>
  );
}

type Change = (next: (draft: DraftDefinition) => DraftDefinition) => void;

function FaultNotes({ faults }: { faults: Faults }) {
  return faults.map((fault, index) => (
    <p key={index} className="pl-console-error pl-console-fault" role="alert">
      {fault.message}
    </p>
  ));
}

function Basics({ definition, onChange, faults }: { definition: DraftDefinition; onChange: Change; faults: Faults }) {
  const { t } = useTranslation();
  return (
    <fieldset className="pl-console-designer-group">
      <legend>{t('questionnaires.designer.basics')}</legend>
      <TextField
        className="pl-console-field"
        value={definition.name}
        onChange={(name) => onChange((draft) => ({ ...draft, name }))}
      >
        <Label>{t('questionnaires.designer.name')}</Label>
        <Input />
      </TextField>
      <TextField
        className="pl-console-field"
        value={wordingIn(definition.title, 'en')}
        onChange={(wording) => onChange((draft) => ({ ...draft, title: changedText(draft.title, 'en', wording) }))}
      >
        <Label>{t('questionnaires.designer.titleField')}</Label>
        <Input />
      </TextField>
      <label className="pl-console-select-field">
        <span>{t('questionnaires.designer.design')}</span>
        <select
          value={definition.design ?? 'williams'}
          onChange={(event) => {
            const design = event.currentTarget.value;
            onChange((draft) => ({ ...draft, design }));
          }}
        >
          {DESIGNS.map((design) => (
            <option key={design} value={design}>
              {t(`questionnaires.designer.designs.${design}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="pl-console-select-field">
        <span>{t('questionnaires.designer.repetitions')}</span>
        <input
          type="number"
          min={1}
          max={20}
          value={definition.repetitions ?? 1}
          onChange={(event) => {
            const repetitions = Number(event.currentTarget.value);
            if (Number.isInteger(repetitions) && repetitions >= 1) onChange((draft) => ({ ...draft, repetitions }));
          }}
        />
      </label>
      <label className="pl-console-select-field">
        <span>{t('questionnaires.designer.blocks')}</span>
        <select
          value={definition.blocks === 'perRepetition' ? 'perRepetition' : 'single'}
          onChange={(event) => {
            const blocks = event.currentTarget.value;
            onChange((draft) => ({ ...draft, blocks }));
          }}
        >
          <option value="single">{t('questionnaires.designer.blocksSingle')}</option>
          <option value="perRepetition">{t('questionnaires.designer.blocksPerRepetition')}</option>
        </select>
      </label>
      <CheckboxField
        isSelected={definition.showResults === true}
        onChange={(showResults) => onChange((draft) => ({ ...draft, showResults }))}
        label={t('questionnaires.designer.showResults')}
      />
      <FaultNotes faults={faults} />
    </fieldset>
  );
}

function Products({ definition, onChange, faults }: { definition: DraftDefinition; onChange: Change; faults: Faults }) {
  const { t } = useTranslation();
  const setProduct = (index: number, field: 'id' | 'name', value: string) =>
    onChange((draft) => ({
      ...draft,
      products: draft.products.map((product, at) => (at === index ? { ...product, [field]: value } : product)),
    }));
  return (
    <fieldset className="pl-console-designer-group">
      <legend>{t('questionnaires.designer.products')}</legend>
      <p className="pl-console-help">{t('questionnaires.designer.productsHelp')}</p>
      <ul className="pl-console-designer-list">
        {definition.products.map((product, index) => (
          <li key={index} className="pl-console-designer-row">
            <TextField
              className="pl-console-field"
              value={product.id}
              onChange={(value) => setProduct(index, 'id', value)}
            >
              <Label>{t('questionnaires.designer.productId', { number: index + 1 })}</Label>
              <Input />
            </TextField>
            <TextField
              className="pl-console-field"
              value={product.name}
              onChange={(value) => setProduct(index, 'name', value)}
            >
              <Label>{t('questionnaires.designer.productName', { number: index + 1 })}</Label>
              <Input />
            </TextField>
            <Button
              className="pl-console-button"
              isDisabled={definition.products.length <= 1}
              onPress={() =>
                onChange((draft) => ({ ...draft, products: draft.products.filter((_, at) => at !== index) }))
              }
              aria-label={t('questionnaires.designer.removeProduct', { id: product.id })}
            >
              {t('questionnaires.designer.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <Button className="pl-console-button" onPress={() => onChange(withNewProduct)}>
        {t('questionnaires.designer.addProduct')}
      </Button>
      <FaultNotes faults={faults} />
    </fieldset>
  );
}

interface PageCardProps {
  definition: DraftDefinition;
  /** The account's uploaded pictures, for info controls. */
  pictures: string[];
  page: DraftPage;
  index: number;
  onChange: Change;
  faults: Faults;
}

const TEMPLATE_NAMES = Object.keys(CONTROL_TEMPLATES) as ControlTemplate[];

function PageCard({ definition, pictures, page, index, onChange, faults }: PageCardProps) {
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
  const controlFaults = (at: number) =>
    faults.filter((fault) => fault.path.startsWith(`pages[${index}].controls[${at}]`));

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
      <ol
        className="pl-console-designer-controls"
        aria-label={t('questionnaires.designer.controlsOf', { id: page.id })}
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
            <ControlEditor
              control={control}
              products={definition.products.map((product) => product.id)}
              pictures={pictures}
              onChange={(next) => setControls((controls) => controls.map((each, i) => (i === at ? next(each) : each)))}
            />
            <div className="pl-console-actions">
              <Button
                className="pl-console-button"
                isDisabled={at === 0}
                aria-label={t('questionnaires.designer.controlUp', { id: control.id })}
                onPress={() => setControls((controls) => moved(controls, at, at - 1))}
              >
                ↑
              </Button>
              <Button
                className="pl-console-button"
                isDisabled={at === page.controls.length - 1}
                aria-label={t('questionnaires.designer.controlDown', { id: control.id })}
                onPress={() => setControls((controls) => moved(controls, at, at + 1))}
              >
                ↓
              </Button>
              <Button
                className="pl-console-button pl-console-button--danger"
                isDisabled={page.controls.length <= 1}
                aria-label={t('questionnaires.designer.deleteControl', { id: control.id })}
                onPress={() => setControls((controls) => controls.filter((_, i) => i !== at))}
              >
                {t('questionnaires.designer.remove')}
              </Button>
            </div>
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

interface ControlEditorProps {
  control: DraftControl;
  products: string[];
  pictures: string[];
  onChange: (next: (control: DraftControl) => DraftControl) => void;
}

/** A control's identity and the fields every leader sets: its question (English) and whether it must be answered. */
function ControlEditor({ control, products, pictures, onChange }: ControlEditorProps) {
  const { t } = useTranslation();
  const textField = control.kind === 'info' ? 'text' : 'label';
  const wording = control[textField];
  const kind = control.kind === 'discrimination' ? String(control.method) : control.kind;
  return (
    <div className="pl-console-designer-fields">
      <span className="pl-console-designer-kind">
        {t(`questionnaires.designer.kinds.${kind}`, { defaultValue: kind })}
      </span>
      <TextField
        className="pl-console-field"
        value={control.id}
        onChange={(id) => onChange((current) => ({ ...current, id }))}
      >
        <Label>{t('questionnaires.designer.controlId')}</Label>
        <Input />
      </TextField>
      <TextField
        className="pl-console-field pl-console-designer-question"
        value={
          typeof wording === 'string' || (typeof wording === 'object' && wording !== null)
            ? wordingIn(wording as never, 'en')
            : ''
        }
        onChange={(value) =>
          onChange((current) => ({
            ...current,
            [textField]: changedText((current[textField] as never) ?? '', 'en', value),
          }))
        }
      >
        <Label>
          {t(control.kind === 'info' ? 'questionnaires.designer.infoText' : 'questionnaires.designer.question')}
        </Label>
        <Input />
      </TextField>
      {control.kind === 'discrimination' && Array.isArray(control.products) && (
        <>
          {[0, 1].map((slot) => (
            <label key={slot} className="pl-console-select-field">
              <span>{t('questionnaires.designer.compared', { number: slot + 1 })}</span>
              <select
                value={String((control.products as string[])[slot] ?? '')}
                onChange={(event) => {
                  const chosen = event.currentTarget.value;
                  onChange((current) => {
                    const pair = [...(current.products as string[])];
                    pair[slot] = chosen;
                    return {
                      ...current,
                      products: pair,
                      ...(current.method === 'twoAfc' ? { stronger: pair[0] } : {}),
                    };
                  });
                }}
              >
                {products.map((product) => (
                  <option key={product} value={product}>
                    {product}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </>
      )}
      {(control.kind === 'info' || control.kind === 'picture') && (
        <label className="pl-console-select-field">
          <span>{t('questionnaires.designer.picture')}</span>
          <select
            value={
              typeof control.image === 'object' && control.image !== null
                ? String((control.image as { name?: unknown }).name)
                : ''
            }
            onChange={(event) => {
              const name = event.currentTarget.value;
              onChange(({ image: _image, ...rest }) =>
                name === '' ? rest : { ...rest, image: { name, alt: t('questionnaires.designer.pictureAlt') } },
              );
            }}
          >
            {control.kind === 'info' ? (
              <option value="">{t('questionnaires.designer.noPicture')}</option>
            ) : (
              <option value={PICTURE_TO_CHOOSE}>{t('questionnaires.designer.choosePicture')}</option>
            )}
            {pictures.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      {(control.kind === 'single' || control.kind === 'multiple') && Array.isArray(control.choices) && (
        <ChoicesEditor control={control} field="choices" onChange={onChange} />
      )}
      {(control.kind === 'tds' || control.kind === 'tcata') && Array.isArray(control.attributes) && (
        <ChoicesEditor control={control} field="attributes" onChange={onChange} />
      )}
      {(control.kind === 'tds' || control.kind === 'tcata' || control.kind === 'ti') && (
        <label className="pl-console-select-field">
          <span>{t('questionnaires.designer.duration')}</span>
          <input
            type="number"
            min={1}
            max={600}
            value={typeof control.duration === 'number' ? String(control.duration) : '60'}
            onChange={(event) => {
              const duration = Number(event.currentTarget.value);
              if (duration > 0 && duration <= 600) onChange((current) => ({ ...current, duration }));
            }}
          />
        </label>
      )}
      {((control.kind === 'scale' && control.style === 'line') || control.kind === 'ti') &&
        (['min', 'max'] as const).map((bound) => (
          <label key={bound} className="pl-console-select-field">
            <span>{t(`questionnaires.designer.${bound}`)}</span>
            <input
              type="number"
              value={typeof control[bound] === 'number' ? String(control[bound]) : ''}
              onChange={(event) => {
                const value = Number(event.currentTarget.value);
                if (event.currentTarget.value !== '' && Number.isFinite(value)) {
                  onChange((current) => ({ ...current, [bound]: value }));
                }
              }}
            />
          </label>
        ))}
      {control.kind === 'discrimination' && control.method === 'twoAfc' && Array.isArray(control.products) && (
        <label className="pl-console-select-field">
          <span>{t('questionnaires.designer.stronger')}</span>
          <select
            value={typeof control.stronger === 'string' ? control.stronger : ''}
            onChange={(event) => {
              const stronger = event.currentTarget.value;
              onChange((current) => ({ ...current, stronger }));
            }}
          >
            {(control.products as string[]).map((product) => (
              <option key={product} value={product}>
                {product}
              </option>
            ))}
          </select>
        </label>
      )}
      {control.kind === 'rank' && (
        <CheckboxField
          isSelected={control.lastMayBeLeft === true}
          onChange={(lastMayBeLeft) => onChange((current) => ({ ...current, lastMayBeLeft }))}
          label={t('questionnaires.designer.lastMayBeLeft')}
        />
      )}
      {(control.kind === 'tds' || control.kind === 'tcata') && (
        <label className="pl-console-select-field">
          <span>{t('questionnaires.designer.order')}</span>
          <select
            value={control.order === 'fixed' ? 'fixed' : 'random'}
            onChange={(event) => {
              const order = event.currentTarget.value;
              onChange((current) => ({ ...current, order }));
            }}
          >
            <option value="random">{t('questionnaires.designer.orderRandom')}</option>
            <option value="fixed">{t('questionnaires.designer.orderFixed')}</option>
          </select>
        </label>
      )}
      {(control.kind === 'tds' || control.kind === 'tcata' || control.kind === 'ti') && (
        <label className="pl-console-select-field">
          <span>{t('questionnaires.designer.start')}</span>
          <select
            value={control.start === 'synchronised' ? 'synchronised' : 'judge'}
            onChange={(event) => {
              const start = event.currentTarget.value;
              onChange((current) => ({ ...current, start }));
            }}
          >
            <option value="judge">{t('questionnaires.designer.startJudge')}</option>
            <option value="synchronised">{t('questionnaires.designer.startSynchronised')}</option>
          </select>
        </label>
      )}
      {control.kind === 'text' && (
        <label className="pl-console-select-field">
          <span>{t('questionnaires.designer.format')}</span>
          <select
            value={typeof control.format === 'string' ? control.format : 'free'}
            onChange={(event) => {
              const format = event.currentTarget.value;
              onChange((current) => ({ ...current, format }));
            }}
          >
            {(['free', 'number', 'integer', 'tags'] as const).map((format) => (
              <option key={format} value={format}>
                {t(`questionnaires.designer.formats.${format}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {control.kind !== 'info' && (
        <CheckboxField
          isSelected={control.mandatory ?? control.kind !== 'comment'}
          onChange={(mandatory) => onChange((current) => ({ ...current, mandatory }))}
          label={t('questionnaires.designer.mandatory')}
        />
      )}
    </div>
  );
}

type Choice = { id: string; label: LocalizedText; class?: string };

/** A choice question's answers (and, for check-all-that-apply, their groups and limits). */
interface ChoicesEditorProps extends Omit<ControlEditorProps, 'products' | 'pictures'> {
  /** A choice question's answers, or a TDS or TCATA control's attributes. */
  field: 'choices' | 'attributes';
}

function ChoicesEditor({ control, field, onChange }: ChoicesEditorProps) {
  const { t } = useTranslation();
  const choices = control[field] as Choice[];
  const multiple = control.kind === 'multiple';
  const fewest = control.kind === 'multiple' ? 1 : 2;
  const setChoices = (next: (choices: Choice[]) => Choice[]) =>
    onChange((current) => ({ ...current, [field]: next(current[field] as Choice[]) }));
  const setChoice = (index: number, change: (choice: Choice) => Choice) =>
    setChoices((list) => list.map((choice, at) => (at === index ? change(choice) : choice)));
  const setLimit = (field: 'maxSelected' | 'maxPerClass', text: string) => {
    const value = Number(text);
    onChange(({ [field]: _old, ...rest }) =>
      text === '' || !Number.isInteger(value) || value < 1 ? rest : { ...rest, [field]: value },
    );
  };
  return (
    <fieldset className="pl-console-designer-choices">
      <legend>
        {t(field === 'choices' ? 'questionnaires.designer.choices' : 'questionnaires.designer.attributes')}
      </legend>
      <ul className="pl-console-designer-list">
        {choices.map((choice, index) => (
          <li key={index} className="pl-console-designer-row">
            <TextField
              className="pl-console-field"
              value={choice.id}
              onChange={(id) => setChoice(index, (current) => ({ ...current, id }))}
            >
              <Label>{t('questionnaires.designer.choiceId', { number: index + 1 })}</Label>
              <Input />
            </TextField>
            <TextField
              className="pl-console-field"
              value={wordingIn(choice.label, 'en')}
              onChange={(wording) =>
                setChoice(index, (current) => ({ ...current, label: changedText(current.label, 'en', wording) }))
              }
            >
              <Label>{t('questionnaires.designer.choiceLabel', { number: index + 1 })}</Label>
              <Input />
            </TextField>
            {multiple && (
              <TextField
                className="pl-console-field"
                value={choice.class ?? ''}
                onChange={(value) =>
                  setChoice(index, ({ class: _class, ...rest }) =>
                    value.trim() === '' ? rest : { ...rest, class: value.trim() },
                  )
                }
              >
                <Label>{t('questionnaires.designer.choiceClass', { number: index + 1 })}</Label>
                <Input />
              </TextField>
            )}
            <Button
              className="pl-console-button"
              isDisabled={choices.length <= fewest}
              aria-label={t('questionnaires.designer.removeChoice', { id: choice.id })}
              onPress={() => setChoices((list) => list.filter((_, at) => at !== index))}
            >
              {t('questionnaires.designer.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        className="pl-console-button"
        onPress={() =>
          setChoices((list) => {
            const id = freeId(
              'choice',
              list.map((choice) => choice.id),
            );
            return [...list, { id, label: t('questionnaires.designer.newChoice', { number: list.length + 1 }) }];
          })
        }
      >
        {t('questionnaires.designer.addChoice')}
      </Button>
      {multiple && (
        <div className="pl-console-designer-row">
          {(['maxSelected', 'maxPerClass'] as const).map((field) => (
            <label key={field} className="pl-console-select-field">
              <span>{t(`questionnaires.designer.${field}`)}</span>
              <input
                type="number"
                min={1}
                value={typeof control[field] === 'number' ? String(control[field]) : ''}
                onChange={(event) => setLimit(field, event.currentTarget.value)}
              />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
