import { useTranslation } from 'react-i18next';
import * as Plot from '@observablehq/plot';
import type { ForcedChoiceView, PowerReachedView } from '@palate/protocol';
import type { NumberFormat } from '../../lib/numbers.ts';
import { PlotFigure } from '../../lib/PlotFigure.tsx';
import { BetaBinomialResult } from './panel/BetaBinomialResult.tsx';
import { TestVerdict } from './TestVerdict.tsx';
import { wholeTicks } from './wholeTicks.ts';
import { NumbersTable } from './NumbersTable.tsx';

const LEVELS = ['0.05', '0.01', '0.001'] as const;

/**
 * A forced-choice test (triangle, duo-trio, 2-AFC, 3-AFC, tetrad, 2-out-of-5, hexad): correct
 * answers against the numbers needed, d′, sensR's pc and pd with their standard errors, and similarity.
 */
export function DiscriminationResult({ test, format }: { test: ForcedChoiceView; format: NumberFormat }) {
  const { t } = useTranslation();
  const reached = LEVELS.filter((level) => {
    const needed = test.criticalCorrect[level];
    return needed !== null && test.correct >= needed;
  });
  const strongest = reached[reached.length - 1];
  const critical = LEVELS.flatMap((level) => {
    const needed = test.criticalCorrect[level];
    return needed === null ? [] : [{ level: `α ${level}`, needed }];
  });
  return (
    <>
      <TestVerdict
        statement={
          <>
            {t('results.correctOf', { correct: test.correct, n: test.n, percent: format.percent(test.proportion) })}
            {' · '}
            {t('results.pOneSided', { p: format.pStatement(test.pValue) })}
          </>
        }
        differs={strongest !== undefined}
        alpha={strongest}
      />
      {test.power && <PowerReached n={test.n} power={test.power} format={format} />}
      <NumbersTable caption={t('results.critical')}>
        <thead>
          <tr>
            {LEVELS.map((level) => (
              <th scope="col" key={level}>{`${t('results.alpha')} = ${level}`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {LEVELS.map((level) => (
              <td key={level}>{test.criticalCorrect[level] ?? '–'}</td>
            ))}
          </tr>
        </tbody>
      </NumbersTable>
      {test.dPrime !== null && (
        <p>
          {t('results.dPrime', {
            d: format.statistic(test.dPrime),
            se: test.dPrimeSE === null ? '–' : format.statistic(test.dPrimeSE),
          })}
        </p>
      )}
      <p>
        {t('results.estimates', {
          pc: format.fixed(test.estimates.pc, 3),
          pcSE: test.estimates.pcSE === null ? '–' : format.fixed(test.estimates.pcSE, 3),
          pd: format.fixed(test.estimates.pd, 3),
          pdSE: test.estimates.pdSE === null ? '–' : format.fixed(test.estimates.pdSE, 3),
        })}
      </p>
      <p>
        {t('results.similarity', {
          pd: format.percent(test.similarity.pd),
          confidence: format.percent(test.similarity.confidence),
          upper: format.percent(test.similarity.upperLimit),
        })}
      </p>
      <PlotFigure
        description={t('results.chartCorrect')}
        draw={(width) =>
          Plot.plot({
            className: 'pl-results-plot',
            width,
            height: 120,
            marginLeft: 20,
            // The axis counts judges' answers: whole numbers only.
            x: { domain: [0, test.n], label: null, grid: true, ticks: wholeTicks(test.n), tickFormat: 'd' },
            y: { axis: null },
            marks: [
              Plot.barX([test.correct], { x: (value: number) => value, fill: 'var(--pl-console-accent)' }),
              Plot.ruleX(critical, { x: 'needed', stroke: 'var(--pl-console-danger)', strokeWidth: 2 }),
              Plot.text(critical, { x: 'needed', text: 'level', frameAnchor: 'top', dy: -2, lineAnchor: 'bottom' }),
            ],
          })
        }
      />
      {test.betaBinomial && <BetaBinomialResult model={test.betaBinomial} format={format} />}
    </>
  );
}

/**
 * The answers received against those the publication's target of judges plans, and the power
 * the test reached with them (with those planned beside it), or that nothing was planned.
 */
function PowerReached({ n, power, format }: { n: number; power: PowerReachedView; format: NumberFormat }) {
  const { t } = useTranslation();
  const { planned } = power;
  const short = planned !== null && n < planned.answers;
  return (
    <div className={short ? 'pl-results-power pl-results-power--short' : 'pl-results-power'}>
      <p>
        {planned === null
          ? t('results.noTarget')
          : t('results.answeredOfPlanned', { n, planned: planned.answers, judges: planned.judges })}
      </p>
      <p>
        {t('results.powerReached', {
          power: format.percent(power.reached),
          pd: format.percent(power.pd),
          alpha: format.fixed(power.alpha, 2),
        })}
        {planned !== null && (
          <> {t('results.powerPlanned', { planned: planned.answers, power: format.percent(planned.power) })}</>
        )}
      </p>
    </div>
  );
}
