import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, Input, TextField } from 'react-aria-components';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@palate/engine';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useFailure } from '../../lib/useFailure.ts';
import { useUnsavedChanges } from '../../lib/unsavedChanges.ts';
import { DefinitionPreviewPane } from './DefinitionPreviewPane.tsx';
import { FaultPathList } from './FaultPathList.tsx';
import { useDefinitionSave, type ImportReply } from './useDefinitionSave.ts';
import { useStoredDefinition, type StoredDefinition } from './useStoredDefinition.ts';
import {
  changedText,
  definitionTexts,
  fallbackWording,
  faultPath,
  languagesOf,
  missingLanguages,
  placeOf,
  withTextAt,
  wordingIn,
  type PlacePart,
} from './definitionTexts.ts';

/**
 * Every text a judge reads in one questionnaire, in the languages the leader chooses, side
 * by side, with the translations missing; saved as the questionnaire's next version (the
 * publications keep serving the version they were published with).
 */
export function TextsScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [failure, fail] = useFailure(onSignedOut);
  const [loaded, setLoaded] = useState<{ name: string; definition: unknown } | null>(null);
  const [definition, setDefinition] = useState<unknown>(null);
  const [languages, setLanguages] = useState<Language[]>([]);
  const { reply, pending, save: saveDefinition } = useDefinitionSave(fail);
  const [faults, setFaults] = useState<ImportReply['faults']>([]);
  const onFaults = useCallback((found: ImportReply['faults']) => setFaults(found), []);

  useStoredDefinition(
    id,
    useCallback(({ name, definition: read }: StoredDefinition) => {
      setLoaded({ name, definition: read });
      setDefinition(read);
      setLanguages(languagesOf(read));
    }, []),
    fail,
  );

  const texts = useMemo(() => (definition === null ? [] : definitionTexts(definition)), [definition]);
  const lacking = texts.filter(({ value }) => missingLanguages(value, languages).length > 0).length;
  const changed = loaded !== null && definition !== loaded.definition;
  useUnsavedChanges(changed);
  const definitionText = useMemo(() => (definition === null ? '' : JSON.stringify(definition, null, 2)), [definition]);

  const placeText = (part: PlacePart) =>
    'page' in part ? t('questionnaires.texts.page', { number: part.page }) : part.name;
  const languageList = (list: readonly Language[]) => list.map((language) => LANGUAGE_NAMES[language]).join(', ');

  const save = async () => {
    const result = await saveDefinition(definitionText, id);
    if (result && result.id !== null) setLoaded({ name: result.name ?? loaded?.name ?? '', definition });
  };

  return (
    <section className="pl-console-card pl-console-texts" aria-labelledby="pl-texts-title">
      <h1 id="pl-texts-title">{t('questionnaires.texts.title', { name: loaded?.name ?? '' })}</h1>
      <p className="pl-console-help">{t('questionnaires.texts.intro')}</p>
      <FailureNote failure={failure} />
      <fieldset className="pl-console-languages">
        <legend>{t('questionnaires.texts.languages')}</legend>
        {LANGUAGES.map((language) => (
          <CheckboxField
            key={language}
            label={LANGUAGE_NAMES[language]}
            isSelected={languages.includes(language)}
            onChange={(selected) =>
              setLanguages((chosen) =>
                LANGUAGES.filter((each) => (each === language ? selected : chosen.includes(each))),
              )
            }
          />
        ))}
      </fieldset>
      {loaded && (
        <p className={lacking > 0 ? 'pl-console-error' : 'pl-console-success'} role="status">
          {lacking > 0 ? t('questionnaires.texts.lacking', { count: lacking }) : t('questionnaires.texts.complete')}
        </p>
      )}
      <div className="pl-console-texts-layout">
        {texts.length > 0 && (
          <TableScroll label={t('questionnaires.texts.title', { name: loaded?.name ?? '' })}>
            <table className="pl-console-table pl-console-texts-table">
              <thead>
                <tr>
                  <th scope="col">{t('questionnaires.texts.where')}</th>
                  {languages.map((language) => (
                    <th scope="col" key={language} lang={language}>
                      {LANGUAGE_NAMES[language]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {texts.map(({ path, value }) => {
                  const where = placeOf(definition, path).map(placeText).join(' · ');
                  const missing = missingLanguages(value, languages);
                  const fault = faults.find((each) => each.path === faultPath(path));
                  const rowId = `pl-text-${path.join('-')}`;
                  return (
                    <tr
                      key={path.join('.')}
                      data-missing={missing.length > 0 || undefined}
                      data-fault={fault !== undefined || undefined}
                    >
                      <th scope="row" id={rowId}>
                        {where}
                        {missing.length > 0 && (
                          <span className="pl-console-missing">
                            {t('questionnaires.texts.missing', { languages: languageList(missing) })}
                          </span>
                        )}
                        {fault && (
                          <span className="pl-console-error pl-console-fault" role="alert">
                            {fault.message}
                          </span>
                        )}
                      </th>
                      {languages.map((language) => (
                        <td key={language}>
                          <TextField
                            className="pl-console-text-cell"
                            aria-label={`${where} · ${LANGUAGE_NAMES[language]}`}
                            value={wordingIn(value, language)}
                            onChange={(wording) =>
                              setDefinition((previous: unknown) =>
                                withTextAt(previous, path, changedText(value, language, wording)),
                              )
                            }
                          >
                            <Input lang={language} placeholder={fallbackWording(value)} />
                          </TextField>
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
        {loaded && <DefinitionPreviewPane text={definitionText} onFaults={onFaults} onFailure={fail} />}
      </div>
      <div className="pl-console-actions">
        <Button
          className="pl-console-button pl-console-button--primary"
          isDisabled={!changed || pending}
          onPress={() => void save()}
        >
          {t('questionnaires.texts.save')}
        </Button>
        <Link className="pl-console-link" to="/">
          {t('questionnaires.texts.back')}
        </Link>
      </div>
      {reply && reply.id !== null && (
        <p className="pl-console-success" role="status">
          {t('questionnaires.texts.saved', { name: reply.name ?? '' })}
        </p>
      )}
      {reply && reply.faults.length > 0 && (
        <div role="alert">
          <p className="pl-console-error">{t('questionnaires.texts.notSaved')}</p>
          <FaultPathList faults={reply.faults} />
        </div>
      )}
    </section>
  );
}
