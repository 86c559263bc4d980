import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from 'react-aria-components';
import { FailureNote } from '../../../lib/FailureNote.tsx';
import { useFailure } from '../../../lib/useFailure.ts';
import { useLeaderCall } from '../../../lib/useLeaderCall.ts';
import { useUnsavedChanges } from '../../../lib/unsavedChanges.ts';
import { DefinitionPreviewPane } from '../DefinitionPreviewPane.tsx';
import { FaultPathList } from '../FaultPathList.tsx';
import { useDefinitionSave } from '../useDefinitionSave.ts';
import { useStoredDefinition, type StoredDefinition } from '../useStoredDefinition.ts';
import { useExampleDefinition } from '../useExampleStudies.ts';
import { blankDefinition, withNewPage, type DraftDefinition } from '../designerDraft.ts';
import { faultsUnder, type Faults } from './FaultNotes.tsx';
import { AppearanceSection } from './AppearanceSection.tsx';
import { PageCard } from './PageCard.tsx';
import { ProductSetsSection } from './ProductSetsSection.tsx';
import { ProductsSection } from './ProductsSection.tsx';
import { QuestionnaireSection } from './QuestionnaireSection.tsx';
import { ReferenceSection } from './ReferenceSection.tsx';
import { ShelfLifeSection } from './ShelfLifeSection.tsx';

/**
 * The designer: a questionnaire built as pages and controls, with no file to write. A new
 * one starts from two products and a welcome screen, or from an example study
 * (`?example=`); an existing one opens as it is stored.
 * Controls are added from sound templates of every method (their texts translated on the
 * texts screen), moved by dragging or with their buttons, and the live preview shows what
 * judges will see. Saving stores a new questionnaire, or the next version of this one.
 */
export function DesignerScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  // "New from an example": the designer opens a study of examples/ to be adapted.
  const [search] = useSearchParams();
  const exampleKey = creating ? search.get('example') : null;
  const [failure, fail] = useFailure(onSignedOut);
  const [definition, setDefinition] = useState<DraftDefinition | null>(
    creating && exampleKey === null ? blankDefinition() : null,
  );
  // The definition as last loaded or saved, as text: the edits since are not saved.
  const [savedText, setSavedText] = useState(() => (definition === null ? '' : textOf(definition)));
  const [faults, setFaults] = useState<Faults>([]);
  const { reply, pending, save: saveDefinition } = useDefinitionSave(fail);
  const onFaults = useCallback((found: Faults) => setFaults(found), []);
  const pictureList = useLeaderCall('quest/image/list', {}, onSignedOut).data;
  const pictureNames = useMemo(() => pictureList?.items.map((item) => item.name) ?? [], [pictureList]);
  const library = useLeaderCall('acc/products/list', {}, onSignedOut).data?.products;

  const load = useCallback((read: DraftDefinition) => {
    setDefinition(read);
    setSavedText(textOf(read));
  }, []);
  useStoredDefinition(
    creating ? null : id,
    useCallback(({ definition: read }: StoredDefinition) => load(read as DraftDefinition), [load]),
    fail,
  );
  useExampleDefinition(exampleKey, load);

  const text = useMemo(() => (definition === null ? '' : textOf(definition)), [definition]);
  const edits = useUnsavedChanges(text !== savedText);
  const change = (next: (draft: DraftDefinition) => DraftDefinition) =>
    setDefinition((draft) => (draft === null ? draft : next(draft)));

  const save = async () => {
    const result = await saveDefinition(text, creating ? null : id);
    if (!result || result.id === null) return;
    setSavedText(text);
    edits.saved();
    if (creating) await navigate(`/questionnaires/${encodeURIComponent(result.id)}/design`);
  };

  const faultsAt = (prefix: string) => faultsUnder(faults, prefix);
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
            <QuestionnaireSection
              definition={definition}
              onChange={change}
              faults={['name', 'title', 'samplesPerJudge'].flatMap(faultsAt)}
            />
            <ProductsSection
              definition={definition}
              library={library ?? []}
              onChange={change}
              faults={faultsAt('products')}
            />
            <ReferenceSection
              definition={definition}
              onChange={change}
              faults={['reference', 'referenceLabel'].flatMap(faultsAt)}
            />
            <ShelfLifeSection definition={definition} onChange={change} faults={faultsAt('shelfLife')} />
            <ProductSetsSection definition={definition} onChange={change} faults={faultsAt('sets')} />
            <AppearanceSection definition={definition} onChange={change} faults={faultsAt('appearance')} />
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

function textOf(definition: DraftDefinition): string {
  return JSON.stringify(definition, null, 2);
}
