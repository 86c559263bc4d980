import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductBatchView } from '@palate/protocol';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { dayOf, dayText } from './days.ts';

export interface BatchBody {
  id?: string;
  lot: string;
  productionDate: number | null;
  plant: string;
  bestBefore: number | null;
  notes: string;
}

/** A batch of a product, new or changed: its lot code, production date, plant, best-before date and notes. */
export function BatchDialog({
  batch,
  onSave,
  onClose,
}: {
  batch: ProductBatchView | null;
  onSave: (body: BatchBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [lot, setLot] = useState(batch?.lot ?? '');
  const [production, setProduction] = useState(batch?.productionDate == null ? '' : dayText(batch.productionDate));
  const [plant, setPlant] = useState(batch?.plant ?? '');
  const [bestBefore, setBestBefore] = useState(batch?.bestBefore == null ? '' : dayText(batch.bestBefore));
  const [notes, setNotes] = useState(batch?.notes ?? '');
  return (
    <FormDialog
      title={batch ? t('products.editBatch', { lot: batch.lot }) : t('products.newBatch')}
      save={t('products.save')}
      isSaveDisabled={lot.trim() === ''}
      onSave={() =>
        onSave({
          ...(batch ? { id: batch.id } : {}),
          lot,
          productionDate: dayOf(production),
          plant,
          bestBefore: dayOf(bestBefore),
          notes,
        })
      }
      onClose={onClose}
    >
      <label className="pl-console-field">
        <span>{t('products.lot')}</span>
        <input value={lot} required autoComplete="off" onChange={(event) => setLot(event.currentTarget.value)} />
      </label>
      <label className="pl-console-field">
        <span>{t('products.productionDate')}</span>
        <input type="date" value={production} onChange={(event) => setProduction(event.currentTarget.value)} />
      </label>
      <label className="pl-console-field">
        <span>{t('products.plant')}</span>
        <input value={plant} onChange={(event) => setPlant(event.currentTarget.value)} />
      </label>
      <label className="pl-console-field">
        <span>{t('products.bestBefore')}</span>
        <input type="date" value={bestBefore} onChange={(event) => setBestBefore(event.currentTarget.value)} />
      </label>
      <label className="pl-console-field">
        <span>{t('products.notes')}</span>
        <textarea value={notes} rows={3} onChange={(event) => setNotes(event.currentTarget.value)} />
      </label>
    </FormDialog>
  );
}
