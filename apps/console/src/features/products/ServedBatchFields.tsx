import { useTranslation } from 'react-i18next';
import type { ServableProductView } from '@palate/protocol';
import { dayText } from './days.ts';

/** The batch chosen for each of the definition's products (its id → the batch's id); a product left out serves none said. */
export type ServedBatches = Record<string, string>;

/**
 * On the publish form: for each of the questionnaire's products that names a library
 * product, which of its batches the publication serves (acc/products/servable), kept by
 * acc/products/serve once published; the product's page can change it later.
 */
export function ServedBatchFields({
  products,
  chosen,
  onChange,
}: {
  products: ServableProductView[];
  chosen: ServedBatches;
  onChange: (chosen: ServedBatches) => void;
}) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <fieldset className="pl-console-fieldset pl-publish-batches">
      <legend>{t('products.servedBatches')}</legend>
      <p className="pl-console-help">{t('products.servedBatchesHelp')}</p>
      {products.map((product) => (
        <label key={product.product} className="pl-console-select-field">
          <span>
            {product.library
              ? t('products.servedBatchOf', {
                  product: `${product.product}: ${product.name}`,
                  code: product.library.code,
                })
              : t('products.notInLibrary', { product: `${product.product}: ${product.name}` })}
          </span>
          <select
            className="pl-publish-batch"
            value={chosen[product.product] ?? ''}
            disabled={product.batches.length === 0}
            onChange={(event) => {
              const batch = event.currentTarget.value;
              const others = Object.fromEntries(Object.entries(chosen).filter(([key]) => key !== product.product));
              onChange(batch === '' ? others : { ...others, [product.product]: batch });
            }}
          >
            <option value="">{t('products.noBatchServed')}</option>
            {product.batches.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {batch.productionDate === null ? batch.lot : `${batch.lot} (${dayText(batch.productionDate)})`}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}

/** What acc/products/serve is sent for the batches chosen. */
export function servedList(chosen: ServedBatches): { product: string; batch: string }[] {
  return Object.entries(chosen).map(([product, batch]) => ({ product, batch }));
}
