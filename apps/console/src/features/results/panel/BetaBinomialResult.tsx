import { useTranslation } from 'react-i18next';
import type { BetaBinomialView } from '@palate/protocol';
import type { NumberFormat } from '../../../lib/numbers.ts';
import { NotEnough } from '../NotEnough.tsx';
import { NumbersTable } from '../NumbersTable.tsx';

/** Below this over-dispersion p-value the judges differ, and the pooled binomial is not to be read. */
const ALPHA = 0.05;

/**
 * A forced-choice test some judge answered more than once: the beta-binomial model's figures,
 * after a sentence saying which test to read and why (the judges differ: the beta-binomial;
 * they do not: the pooled binomial above).
 */
export function BetaBinomialResult({ model, format }: { model: BetaBinomialView; format: NumberFormat }) {
  const { t } = useTranslation();
  const heading = <h3>{t('panelResults.betaBinomial')}</h3>;
  if ('insufficient' in model) {
    return (
      <>
        {heading}
        <NotEnough reason={model.insufficient} />
      </>
    );
  }
  const differ = model.pValueOverdispersion < ALPHA;
  const rows: [string, number, number | null, 'fixed' | 'p'][] = [
    [t('panelResults.mu'), model.mu, model.muSE, 'fixed'],
    [t('panelResults.gamma'), model.gamma, model.gammaSE, 'fixed'],
    [t('panelResults.pc'), model.pc, model.pcSE, 'fixed'],
    [t('panelResults.dPrime'), model.dPrime, model.dPrimeSE, 'fixed'],
    [t('panelResults.pOverdispersion'), model.pValueOverdispersion, null, 'p'],
    [t('panelResults.pAssociation'), model.pValueAssociation, null, 'p'],
  ];
  return (
    <>
      {heading}
      <p className="pl-results-verdict">
        {t(differ ? 'panelResults.judgesDiffer' : 'panelResults.judgesAlike', {
          p: format.pStatement(model.pValueOverdispersion),
          association: format.pStatement(model.pValueAssociation),
          d: format.statistic(model.dPrime),
        })}
      </p>
      <NumbersTable caption={t('panelResults.betaBinomialTable')}>
        <thead>
          <tr>
            <th scope="col">{t('panelResults.figure')}</th>
            <th scope="col">{t('panelResults.estimate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value, error, kind]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>
                {kind === 'p'
                  ? format.p(value)
                  : error === null
                    ? format.fixed(value, 3)
                    : t('panelResults.withError', { value: format.fixed(value, 3), error: format.fixed(error, 3) })}
              </td>
            </tr>
          ))}
        </tbody>
      </NumbersTable>
    </>
  );
}
