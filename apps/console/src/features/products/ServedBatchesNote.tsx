import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnalysedProductView } from '@palate/protocol';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { dayText } from './days.ts';

/**
 * The results page's header: the analysed products that name a product of the library, each
 * with the batch it served (lot code and production date) or "not said", and a link to the
 * library product's page (where the batch is chosen). Nothing when none names one.
 */
export function ServedBatchesNote({
  products,
  onSignedOut,
}: {
  products: AnalysedProductView[];
  onSignedOut: () => void;
}) {
  const { t } = useTranslation();
  const named = products.filter((product) => product.libraryProduct !== null);
  // The library links each product to its page (the code alone until it loads); asked only when needed.
  const library = useLeaderCall('acc/products/list', named.length > 0 ? {} : null, onSignedOut).data?.products ?? [];
  if (named.length === 0) return null;
  return (
    <section className="pl-results-batches" aria-labelledby="pl-results-batches-title">
      <h2 id="pl-results-batches-title">{t('products.analysedBatches')}</h2>
      <ul>
        {named.map((product) => {
          const code = product.libraryProduct ?? '';
          const page = library.find((one) => one.code === code);
          const batch = product.batch;
          return (
            <li key={product.id}>
              {`${product.id}: ${product.name} · `}
              {page ? (
                <Link className="pl-console-link" to={`/products/${encodeURIComponent(page.id)}`}>
                  {code}
                </Link>
              ) : (
                code
              )}
              {' · '}
              {batch === null
                ? t('products.noBatchServed')
                : batch.productionDate === null
                  ? t('products.batchLot', { lot: batch.lot })
                  : t('products.batchLotProduced', { lot: batch.lot, date: dayText(batch.productionDate) })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
