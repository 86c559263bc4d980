import { useTranslation } from 'react-i18next';
import { Input, Label, TextField } from 'react-aria-components';
import { CheckboxField } from '../../../lib/CheckboxField.tsx';
import { changedText, wordingIn } from '../definitionTexts.ts';
import { DESIGNS } from '../designerDraft.ts';
import { FaultNotes, faultsUnder } from './FaultNotes.tsx';
import { SamplesPerJudgeField } from './SamplesPerJudgeField.tsx';
import type { DefinitionSectionProps } from './definitionSection.ts';

/** The questionnaire's own settings: name, title, serving order, samples per judge, repetitions and sittings. */
export function QuestionnaireSection({ definition, onChange, faults }: DefinitionSectionProps) {
  const { t } = useTranslation();
  const samplesFaults = faultsUnder(faults, 'samplesPerJudge');
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
      <SamplesPerJudgeField definition={definition} onChange={onChange} faults={samplesFaults} />
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
      <FaultNotes faults={faults.filter((fault) => !samplesFaults.includes(fault))} />
    </fieldset>
  );
}
