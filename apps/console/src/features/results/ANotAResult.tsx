import { useTranslation } from 'react-i18next';
import type { ANotAView } from '@palate/protocol';
import { NotEnough } from './NotEnough.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { TwoByTwoTable } from './TwoByTwoTable.tsx';

/** An A-not-A test: its 2 × 2 table, d′ with its standard error, and Fisher's one-sided p, as sensR's AnotA. */
export function ANotAResult({ counts, format }: { counts: ANotAView; format: NumberFormat }) {
  const { t } = useTranslation();
  const { estimates } = counts;
  return (
    <>
      <TwoByTwoTable
        caption={t('results.aNotATable')}
        rows={[t('results.samplesA'), t('results.samplesNotA')]}
        columns={[t('results.answeredA'), t('results.answeredNotA')]}
        charted={0}
        chartDescription={t('results.chartANotA')}
        cells={[
          [counts.hits, counts.a - counts.hits],
          [counts.falseAlarms, counts.notA - counts.falseAlarms],
        ]}
      />
      {'insufficient' in estimates ? (
        <NotEnough reason={estimates.insufficient} />
      ) : (
        <>
          <p className="pl-results-headline">{t('results.pFisher', { p: format.pStatement(estimates.pValue) })}</p>
          <p
            className={
              estimates.pValue < 0.05 ? 'pl-results-verdict pl-results-verdict--differs' : 'pl-results-verdict'
            }
          >
            {estimates.pValue < 0.05 ? t('results.significant', { alpha: '0.05' }) : t('results.notSignificant')}
          </p>
          <p>
            {estimates.dPrime === null
              ? t('results.dPrimeInfinite')
              : t('results.dPrime', {
                  d: format.statistic(estimates.dPrime),
                  se: estimates.dPrimeSE === null ? '–' : format.statistic(estimates.dPrimeSE),
                })}
          </p>
        </>
      )}
    </>
  );
}
