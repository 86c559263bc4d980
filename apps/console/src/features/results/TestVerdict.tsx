import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The level a test's verdict is read at, unless the test reaches a stricter one it can name. */
export const ALPHA = 0.05;

/**
 * A test's p-value statement and, under it, its verdict: whether the test shows a difference
 * and what that means, marked as such so that a leader sees at a glance which tests showed one.
 */
export function TestVerdict({
  statement,
  headline = true,
  differs,
  alpha = String(ALPHA),
  difference,
  noDifference,
}: {
  /** The test and its p-value, as one sentence. */
  statement: ReactNode;
  /** Whether the statement is the result's headline; false where the counts above it already are. */
  headline?: boolean;
  differs: boolean;
  /** The strongest level the test reached, named in the default sentence of a difference. */
  alpha?: string;
  /** What the difference means, where it says more than "the samples differ". */
  difference?: string;
  /** What no difference means, where it says more than "no difference is shown". */
  noDifference?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className={headline ? 'pl-results-headline' : undefined}>{statement}</p>
      <p className={differs ? 'pl-results-verdict pl-results-verdict--differs' : 'pl-results-verdict'}>
        {differs ? (difference ?? t('results.significant', { alpha })) : (noDifference ?? t('results.notSignificant'))}
      </p>
    </>
  );
}
