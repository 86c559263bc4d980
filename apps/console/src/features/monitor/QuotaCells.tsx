import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, NumberField } from 'react-aria-components';
import { MOST_PER_QUOTA_CELL, type QuotaCountsView } from '@palate/protocol';

/**
 * Each quota's cells as they fill: the judges counted against the cell's limit; and the
 * limits changed while judges come (`onChangeLimits` with one limit for each cell, in order).
 */
export function QuotaCells({
  quotas,
  onChangeLimits,
}: {
  quotas: QuotaCountsView[];
  /** Resolves to whether the limits were saved: refused, they stay as typed. */
  onChangeLimits: (limits: number[][]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  // The limits being typed; the monitor's refreshes every second leave them alone.
  const [limits, setLimits] = useState<number[][] | null>(null);
  const setLimit = (quotaIndex: number, cellIndex: number, value: number) =>
    setLimits(
      (typed) =>
        typed?.map((cells, at) =>
          at === quotaIndex ? cells.map((one, c) => (c === cellIndex ? value : one)) : cells,
        ) ?? null,
    );

  async function save(typed: number[][]) {
    if (await onChangeLimits(typed)) setLimits(null);
  }

  return (
    <section className="pl-console-card" aria-labelledby="pl-monitor-quotas">
      <h2 id="pl-monitor-quotas">{t('quotaCells.title')}</h2>
      <p className="pl-console-help">{t(limits ? 'quotaCells.changeHelp' : 'quotaCells.help')}</p>
      {quotas.map((quota, quotaIndex) => (
        <div key={`${quota.kind}:${quota.source}`}>
          <h3>{t(quota.kind === 'field' ? 'quotaCells.onField' : 'quotaCells.onQuestion', { name: quota.source })}</h3>
          <ul className="pl-quota-cells">
            {quota.cells.map((cell, cellIndex) => {
              const text = t('quotaCells.count', { label: cell.label, count: cell.count, quota: cell.quota });
              const typed = limits?.[quotaIndex]?.[cellIndex];
              return (
                <li key={cell.label}>
                  <span>{text}</span>
                  {cell.count >= cell.quota && <strong className="pl-monitor-flag">{t('quotaCells.full')}</strong>}
                  <meter min={0} max={Math.max(cell.quota, 1)} value={cell.count} aria-label={text} />
                  {typed !== undefined && (
                    <NumberField
                      className="pl-console-field"
                      minValue={0}
                      maxValue={MOST_PER_QUOTA_CELL}
                      value={typed}
                      onChange={(value) => Number.isFinite(value) && setLimit(quotaIndex, cellIndex, value)}
                    >
                      <Label>{t('quotaCells.limitOf', { label: cell.label })}</Label>
                      <Input />
                    </NumberField>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div className="pl-console-actions">
        {limits ? (
          <>
            <Button className="pl-console-button pl-console-button--primary" onPress={() => void save(limits)}>
              {t('quotaCells.save')}
            </Button>
            <Button className="pl-console-button" onPress={() => setLimits(null)}>
              {t('quotaCells.cancel')}
            </Button>
          </>
        ) : (
          <Button
            className="pl-console-button"
            onPress={() => setLimits(quotas.map((quota) => quota.cells.map((cell) => cell.quota)))}
          >
            {t('quotaCells.change')}
          </Button>
        )}
      </div>
    </section>
  );
}
