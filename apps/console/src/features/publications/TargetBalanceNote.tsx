import { useTranslation } from 'react-i18next';
import { rangeText, targetBalance } from './targetBalance.ts';

/**
 * Beside the publish form's target: how many judges complete the design, and a warning when
 * the target does not (its last judges would repeat the design's first rows). Read with the
 * target's field (`id` is its description) and announced as it changes.
 */
export function TargetBalanceNote({
  id,
  judgesPerBlock,
  target,
}: {
  id: string;
  judgesPerBlock: number;
  target: number | null;
}) {
  const { t } = useTranslation();
  const balance = targetBalance(judgesPerBlock, target);
  const warning = balance.kind === 'short' || balance.kind === 'repeats';
  const text = (() => {
    switch (balance.kind) {
      case 'any':
        return '';
      case 'open':
        return t('publications.balanceOpen', {
          judges: balance.judgesPerBlock,
          multiples: balance.multiples.join(', '),
        });
      case 'complete':
        return t('publications.balanceComplete', {
          target: balance.target,
          times: balance.times,
          judges: balance.judgesPerBlock,
        });
      case 'short':
        return t('publications.balanceShort', {
          count: balance.unserved.to - balance.unserved.from + 1,
          target: balance.target,
          judges: balance.judgesPerBlock,
          rows: rangeText(balance.unserved),
        });
      case 'repeats':
        return t('publications.balanceRepeats', {
          count: balance.repeating.to - balance.repeating.from + 1,
          target: balance.target,
          repeating: rangeText(balance.repeating),
          rows: rangeText(balance.rows),
          below: balance.below,
          above: balance.above,
        });
    }
  })();
  return (
    <p id={id} className={warning ? 'pl-console-warning' : 'pl-console-note'} aria-live="polite">
      {text}
    </p>
  );
}
