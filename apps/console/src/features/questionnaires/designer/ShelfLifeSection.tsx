import { useTranslation } from 'react-i18next';
import { wordingIn } from '../definitionTexts.ts';
import { withField, type DraftControl, type DraftDefinition } from '../designerDraft.ts';
import { FaultNotes } from './FaultNotes.tsx';
import type { DefinitionSectionProps } from './definitionSection.ts';

/**
 * A shelf-life study: the rejection question (a single choice answered per sample) and its
 * choice that rejects the sample (`shelfLife`); each product's storage time is set with the
 * products. None by default.
 */
export function ShelfLifeSection({ definition, onChange, faults }: DefinitionSectionProps) {
  const { t } = useTranslation();
  const shelfLife = definition.shelfLife as { control: string; reject: string } | undefined;
  const questions = rejectionQuestions(definition);
  const chosen = questions.find((question) => question.id === shelfLife?.control);
  const choices = choicesOf(chosen);
  return (
    <fieldset className="pl-console-designer-group pl-designer-shelf-life">
      <legend>{t('questionnaires.designer.shelfLife')}</legend>
      <p className="pl-console-help">{t('questionnaires.designer.shelfLifeHelp')}</p>
      <label className="pl-console-select-field">
        <span>{t('questionnaires.designer.rejectionQuestion')}</span>
        <select
          value={shelfLife?.control ?? ''}
          onChange={(event) => {
            const control = event.currentTarget.value;
            const question = questions.find((one) => one.id === control);
            // The last choice is usually "no, I would not consume it".
            const reject = choicesOf(question).at(-1)?.id ?? '';
            onChange((draft) => withField(draft, 'shelfLife', control === '' ? undefined : { control, reject }));
          }}
        >
          <option value="">{t('questionnaires.designer.noShelfLife')}</option>
          {/* A stored question the designer does not list (e.g. not on a page per sample yet) stays chosen. */}
          {shelfLife && !chosen && <option value={shelfLife.control}>{shelfLife.control}</option>}
          {questions.map((question) => (
            <option key={question.id} value={question.id}>
              {question.id}
            </option>
          ))}
        </select>
      </label>
      {shelfLife && (
        <label className="pl-console-select-field">
          <span>{t('questionnaires.designer.rejectingChoice')}</span>
          <select
            value={shelfLife.reject}
            onChange={(event) => {
              const reject = event.currentTarget.value;
              onChange((draft) => withField(draft, 'shelfLife', { control: shelfLife.control, reject }));
            }}
          >
            {!choices.some((choice) => choice.id === shelfLife.reject) && (
              <option value={shelfLife.reject}>{shelfLife.reject}</option>
            )}
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label === '' ? choice.id : `${choice.id}: ${choice.label}`}
              </option>
            ))}
          </select>
        </label>
      )}
      {shelfLife && <p className="pl-console-help">{t('questionnaires.designer.storageTimesHelp')}</p>}
      <FaultNotes faults={faults} />
    </fieldset>
  );
}

/** The single choices answered per sample: the questions a rejection can be read from. */
function rejectionQuestions(definition: DraftDefinition): DraftControl[] {
  return definition.pages
    .filter((page) => page.perSample === true)
    .flatMap((page) => page.controls.filter((control) => control.kind === 'single'));
}

function choicesOf(question: DraftControl | undefined): { id: string; label: string }[] {
  if (!question || !Array.isArray(question.choices)) return [];
  return (question.choices as { id: string; label?: Parameters<typeof wordingIn>[0] }[]).map((choice) => ({
    id: choice.id,
    label: choice.label === undefined ? '' : wordingIn(choice.label, 'en'),
  }));
}
