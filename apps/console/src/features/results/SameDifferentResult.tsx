import { useTranslation } from 'react-i18next';
import type { SameDifferentView } from '@palate/protocol';
import { NotEnough } from './NotEnough.tsx';
import type { NumberFormat } from '../../lib/numbers.ts';
import { TwoByTwoTable } from './TwoByTwoTable.tsx';

/** A same-different test: its 2 × 2 table, and τ and δ as sensR's samediff. */
export function SameDifferentResult({ counts, format }: { counts: SameDifferentView; format: NumberFormat }) {
  const { t } = useTranslation();
  const { estimates } = counts;
  const shown = (value: number | null) => (value === null ? '∞' : format.statistic(value));
  return (
    <>
      <TwoByTwoTable
        caption={t('results.sameDifferentTable')}
        rows={[t('results.samePairs'), t('results.differentPairs')]}
        columns={[t('results.answeredSame'), t('results.answeredDifferent')]}
        charted={1}
        chartDescription={t('results.chartSameDifferent')}
        cells={[
          [counts.sameSame, counts.diffSame],
          [counts.sameDiff, counts.diffDiff],
        ]}
      />
      {'insufficient' in estimates ? (
        <NotEnough reason={estimates.insufficient} />
      ) : (
        <p className="pl-results-headline">
          {t('results.tauDelta', { tau: shown(estimates.tau), delta: shown(estimates.delta) })}
        </p>
      )}
    </>
  );
}
