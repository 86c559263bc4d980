import { useTranslation } from 'react-i18next';
import { BREAKPOINTS, type Appearance } from '@palate/engine';
import { CheckboxField } from '../../../lib/CheckboxField.tsx';
import { withField } from '../designerDraft.ts';
import { SelectField } from './controls/fields.tsx';
import { FaultNotes } from './FaultNotes.tsx';
import type { DefinitionSectionProps } from './definitionSection.ts';

const COLOURS = ['pageColor', 'appBackground'] as const;
/** What a colour starts from when a leader first asks for one: the judges' app's own card and background. */
const STARTING_COLOUR = { pageColor: '#ffffff', appBackground: '#f4f5f7' };

/** How the judges' screens look: the card's and the background's colours, the width of the column. */
export function AppearanceSection({ definition, onChange, faults }: DefinitionSectionProps) {
  const { t } = useTranslation();
  const appearance = (definition.appearance ?? {}) as Appearance;
  // An appearance left with no setting is taken out: the judges' app's own look.
  const set = (field: keyof Appearance, value: unknown) =>
    onChange((draft) => {
      const next = withField((draft.appearance ?? {}) as Appearance, field, value);
      return withField(draft, 'appearance', Object.keys(next).length === 0 ? undefined : next);
    });
  return (
    <fieldset className="pl-console-designer-group">
      <legend>{t('questionnaires.designer.appearance')}</legend>
      {COLOURS.map((field) => (
        <div key={field} className="pl-console-designer-row">
          <CheckboxField
            isSelected={appearance[field] !== undefined}
            onChange={(own) => set(field, own ? STARTING_COLOUR[field] : undefined)}
            label={t(`questionnaires.designer.${field}Own`)}
          />
          {appearance[field] !== undefined && (
            <label className="pl-console-select-field">
              <span>{t(`questionnaires.designer.${field}`)}</span>
              <input
                type="color"
                value={fullHex(appearance[field])}
                onChange={(event) => set(field, event.currentTarget.value)}
              />
            </label>
          )}
        </div>
      ))}
      <CheckboxField
        isSelected={appearance.appFluid === true}
        onChange={(fluid) => set('appFluid', fluid ? true : undefined)}
        label={t('questionnaires.designer.appFluid')}
      />
      <SelectField
        label={t('questionnaires.designer.pageBreakpoint')}
        value={appearance.pageBreakpoint ?? ''}
        options={[
          { value: '', label: t('questionnaires.designer.breakpointDefault') },
          ...BREAKPOINTS.map((name) => ({ value: name, label: t(`questionnaires.designer.breakpoints.${name}`) })),
        ]}
        onChange={(breakpoint) => set('pageBreakpoint', breakpoint === '' ? undefined : breakpoint)}
      />
      <FaultNotes faults={faults} />
    </fieldset>
  );
}

/** A colour input shows only `#rrggbb`; the format also takes `#rgb`, shown here at its full length. */
function fullHex(colour: string): string {
  return colour.length === 4 ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}` : colour;
}
