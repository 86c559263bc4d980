import { useTranslation } from 'react-i18next';
import { withField } from '../designerDraft.ts';
import { incompleteDesignOf } from '../incompleteDesign.ts';
import { NumberField } from './controls/fields.tsx';
import { FaultNotes } from './FaultNotes.tsx';
import type { DefinitionSectionProps } from './definitionSection.ts';

/**
 * "Each judge tastes K of the T products", with the design the leader will get said beside
 * it as they type; a K the format refuses shows the definition's own fault instead.
 */
export function SamplesPerJudgeField({ definition, onChange, faults }: DefinitionSectionProps) {
  const { t } = useTranslation();
  // The engine keeps each design it builds, so a near-balanced one's search runs once per T, K and order.
  const design = incompleteDesignOf(definition);
  return (
    <div className="pl-console-designer-samples">
      <NumberField
        label={t('questionnaires.designer.samplesPerJudge')}
        value={definition.samplesPerJudge}
        integer
        optional
        onChange={(samples) => onChange((draft) => withField(draft, 'samplesPerJudge', samples))}
      />
      <FaultNotes faults={faults} />
      <p className="pl-console-help" role="status">
        {design === null
          ? definition.samplesPerJudge === undefined && t('questionnaires.designer.everyProduct')
          : typeof design.lambda === 'number'
            ? t('questionnaires.designer.designExact', {
                ...design,
                lambda: design.lambda,
                judges: design.judgesForWholeReplicates,
              })
            : t('questionnaires.designer.designNear', {
                ...design,
                fewest: design.lambda[0],
                most: design.lambda[1],
                judges: design.judgesForWholeReplicates,
              })}
      </p>
    </div>
  );
}
