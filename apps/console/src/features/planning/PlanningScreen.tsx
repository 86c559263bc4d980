import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, NumberField, Radio, RadioGroup } from 'react-aria-components';
import { FORCED_CHOICE_METHODS, planTest, type Outcome, type PlanInput } from '../../lib/testPlanning.ts';
import { COUNTED_METHODS, figuresFromCounts, type CountedMethod, type Counts } from './planning.ts';

/** The counts each method's figures come from, in the order the fields show. */
const COUNT_FIELDS = {
  forcedChoice: ['correct', 'n'],
  sameDifferent: ['sameSame', 'diffSame', 'sameDiff', 'diffDiff'],
  aNotA: ['hits', 'a', 'falseAlarms', 'notA'],
  pairedPreference: ['first', 'second', 'noPreference'],
} as const;
type CountField = (typeof COUNT_FIELDS)[keyof typeof COUNT_FIELDS][number];

/** The figure names the page words; any other is shown by its name. */
const FIGURES = [
  'pc',
  'pcSE',
  'pd',
  'pdSE',
  'dPrime',
  'dPrimeSE',
  'pValue',
  'tau',
  'delta',
  'n',
  'proportionFirst',
] as const;
type FigureName = (typeof FIGURES)[number];

function fieldsOf(method: CountedMethod): readonly CountField[] {
  return method === 'sameDifferent' || method === 'aNotA' || method === 'pairedPreference'
    ? COUNT_FIELDS[method]
    : COUNT_FIELDS.forcedChoice;
}

/** A number field for a proportion or a count, with the console's look. */
function Field(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <NumberField
      className="pl-console-field"
      value={props.value}
      onChange={props.onChange}
      minValue={props.min ?? 0}
      maxValue={props.max}
      step={props.step ?? 1}
      formatOptions={{ maximumFractionDigits: 4 }}
    >
      <Label>{props.label}</Label>
      <Input />
    </NumberField>
  );
}

/** A result, or the plain reason it cannot be computed, read out as it changes. */
function Result<T>({ outcome, show }: { outcome: Outcome<T>; show: (figures: T) => React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="pl-planning-result" role="status" aria-live="polite">
      {'refused' in outcome ? (
        <p className="pl-results-insufficient">
          {t('planning.refused')}{' '}
          <span lang="en" className="pl-console-note">
            ({outcome.refused})
          </span>
        </p>
      ) : (
        show(outcome.figures)
      )}
    </div>
  );
}

function MethodSelect<M extends string>(props: { methods: readonly M[]; value: M; onChange: (method: M) => void }) {
  const { t } = useTranslation();
  return (
    <label className="pl-console-select-field">
      <span>{t('planning.method')}</span>
      <select value={props.value} onChange={(event) => props.onChange(event.currentTarget.value as M)}>
        {props.methods.map((method) => (
          <option key={method} value={method}>
            {t(`results.method.${method as CountedMethod}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Power and sample size of a difference or similarity test (sensR's discrimPwr and discrimSS). */
function PowerPlanner() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [input, setInput] = useState<PlanInput>({
    method: 'triangle',
    test: 'difference',
    pd: 0.3,
    pd0: 0.2,
    alpha: 0.05,
    solveFor: 'sampleSize',
    power: 0.8,
    n: 30,
  });
  const set =
    <K extends keyof PlanInput>(key: K) =>
    (value: PlanInput[K]) =>
      setInput({ ...input, [key]: value });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section className="pl-console-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('planning.powerTitle')}</h2>
      <p className="pl-console-note">{t('planning.powerHelp')}</p>
      <div className="pl-planning-fields">
        <MethodSelect methods={FORCED_CHOICE_METHODS} value={input.method} onChange={set('method')} />
        <RadioGroup
          className="pl-console-radios"
          value={input.test}
          onChange={(test) => set('test')(test as PlanInput['test'])}
        >
          <Label>{t('planning.test')}</Label>
          <Radio className="pl-console-radio" value="difference">
            {t('planning.difference')}
          </Radio>
          <Radio className="pl-console-radio" value="similarity">
            {t('planning.similarity')}
          </Radio>
        </RadioGroup>
        <Field label={t('planning.pd')} value={input.pd} onChange={set('pd')} max={0.99} step={0.05} />
        {input.test === 'similarity' && (
          <Field label={t('planning.pd0')} value={input.pd0} onChange={set('pd0')} max={0.99} step={0.05} />
        )}
        <Field label={t('planning.alpha')} value={input.alpha} onChange={set('alpha')} max={0.5} step={0.01} />
        <RadioGroup
          className="pl-console-radios"
          value={input.solveFor}
          onChange={(solveFor) => set('solveFor')(solveFor as PlanInput['solveFor'])}
        >
          <Label>{t('planning.solveFor')}</Label>
          <Radio className="pl-console-radio" value="sampleSize">
            {t('planning.solveSampleSize')}
          </Radio>
          <Radio className="pl-console-radio" value="power">
            {t('planning.solvePower')}
          </Radio>
        </RadioGroup>
        {input.solveFor === 'sampleSize' ? (
          <Field label={t('planning.power')} value={input.power} onChange={set('power')} max={0.99} step={0.05} />
        ) : (
          <Field label={t('planning.judges')} value={input.n} onChange={set('n')} min={1} />
        )}
      </div>
      <Result
        outcome={planTest(input)}
        show={(figures) => (
          <p className="pl-results-headline">
            {'sampleSize' in figures
              ? t('planning.sampleSize', { n: figures.sampleSize })
              : t('planning.powerIs', { power: percent.format(figures.power) })}
          </p>
        )}
      />
    </section>
  );
}

/** The figures of a test from its counts, as the results page gives them for collected answers. */
function CountsCalculator() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [method, setMethod] = useState<CountedMethod>('triangle');
  const [values, setValues] = useState<Record<CountField, number>>({
    correct: 18,
    n: 30,
    sameSame: 8,
    diffSame: 5,
    sameDiff: 4,
    diffDiff: 9,
    hits: 15,
    a: 20,
    falseAlarms: 6,
    notA: 20,
    first: 25,
    second: 14,
    noPreference: 6,
  });
  const fields = fieldsOf(method);
  const counts = { method, ...Object.fromEntries(fields.map((field) => [field, values[field]])) } as Counts;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  const figureName = (name: string) =>
    (FIGURES as readonly string[]).includes(name) ? t(`planning.figure.${name as FigureName}`) : name;
  return (
    <section className="pl-console-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('planning.countsTitle')}</h2>
      <p className="pl-console-note">{t('planning.countsHelp')}</p>
      <div className="pl-planning-fields">
        <MethodSelect methods={COUNTED_METHODS} value={method} onChange={setMethod} />
        {fields.map((field) => (
          <Field
            key={field}
            label={t(`planning.count.${field}`)}
            value={values[field]}
            onChange={(value) => setValues({ ...values, [field]: value })}
          />
        ))}
      </div>
      <Result
        outcome={figuresFromCounts(counts)}
        show={(figures) => (
          <dl className="pl-planning-figures">
            {Object.entries(figures).map(([name, value]) => (
              <div key={name}>
                <dt>{figureName(name)}</dt>
                <dd>{value === null ? '–' : number.format(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      />
    </section>
  );
}

/** Test planning and the figures of any discrimination or preference test, without a publication. */
export function PlanningScreen() {
  const { t } = useTranslation();
  return (
    <div className="pl-planning">
      <h1>{t('planning.title')}</h1>
      <p>{t('planning.help')}</p>
      <PowerPlanner />
      <CountsCalculator />
    </div>
  );
}
