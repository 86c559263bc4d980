import { useTranslation } from 'react-i18next';
import type { QuotaCountsView } from '@palate/protocol';

/** Each quota's cells as they fill: the judges counted against the cell's quota. */
export function QuotaCells({ quotas }: { quotas: QuotaCountsView[] }) {
  const { t } = useTranslation();
  return (
    <section className="pl-console-card" aria-labelledby="pl-monitor-quotas">
      <h2 id="pl-monitor-quotas">{t('quotaCells.title')}</h2>
      <p className="pl-console-help">{t('quotaCells.help')}</p>
      {quotas.map((quota) => (
        <div key={`${quota.kind}:${quota.source}`}>
          <h3>{t(quota.kind === 'field' ? 'quotaCells.onField' : 'quotaCells.onQuestion', { name: quota.source })}</h3>
          <ul className="pl-quota-cells">
            {quota.cells.map((cell) => {
              const text = t('quotaCells.count', { label: cell.label, count: cell.count, quota: cell.quota });
              return (
                <li key={cell.label}>
                  <span>{text}</span>
                  {cell.count >= cell.quota && <strong className="pl-monitor-flag">{t('quotaCells.full')}</strong>}
                  <meter min={0} max={Math.max(cell.quota, 1)} value={cell.count} aria-label={text} />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
