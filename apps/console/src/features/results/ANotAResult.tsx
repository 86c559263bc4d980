import { useTranslation } from 'react-i18next';
import type { ANotAView } from '@palate/protocol';
import { NotEnough } from './NotEnough.tsx';
import { ALPHA, TestVerdict } from './TestVerdict.tsx';
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
          <TestVerdict
            statement={t('results.pFisher', { p: format.pStatement(estimates.pValue) })}
            differs={estimates.pValue < ALPHA}
          />
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
