import { useTranslation } from 'react-i18next';
import { withField } from '../../designerDraft.ts';
import { SelectField } from '../controls/fields.tsx';

type OrderPer = 'judge' | 'sample';

/**
 * How often a random order changes: once per judge (the format's default, left out of the
 * file) or for each sample, which only a page shown per sample has. Not offered elsewhere,
 * unless a file asked for it there (the engine's fault then says why).
 */
export function OrderPerField<T extends { [field: string]: unknown }>({
  holder,
  perSample,
  onChange,
}: {
  holder: T;
  perSample: boolean;
  onChange: (next: (holder: T) => T) => void;
}) {
  const { t } = useTranslation();
  const value: OrderPer = holder.orderPer === 'sample' ? 'sample' : 'judge';
  if (!perSample && value !== 'sample') return null;
  return (
    <SelectField<OrderPer>
      label={t('designerLogic.orderPer')}
      value={value}
      options={[
        { value: 'judge', label: t('designerLogic.orderPerJudge') },
        { value: 'sample', label: t('designerLogic.orderPerSample'), disabled: !perSample },
      ]}
      onChange={(next) => onChange((current) => withField(current, 'orderPer', next === 'sample' ? next : undefined))}
    />
  );
}
