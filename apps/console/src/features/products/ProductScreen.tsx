import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from 'react-aria-components';
import type { ProductBatchView, ProductPublicationView } from '@palate/protocol';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { callAsLeader } from '../../lib/api.ts';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { BatchDialog } from './BatchDialog.tsx';
import { ControlChartSection } from './ControlChartSection.tsx';
import { ProductDialog } from './ProductDialog.tsx';
import './products.css';
import { dayText } from './days.ts';

/** A product of the library (acc/products/get): its batches, the publications that served it, its control chart. */
export function ProductScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, failure, fail, reload } = useLeaderCall('acc/products/get', { id }, onSignedOut);
  const { notice, act } = useLeaderAction(fail, reload);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [batch, setBatch] = useState<ProductBatchView | 'new' | null>(null);
  const [deletingBatch, setDeletingBatch] = useState<ProductBatchView | null>(null);
  const serve = (publication: ProductPublicationView, product: string, chosen: string) =>
    void act(
      'acc/products/serve',
      { publication: publication.id, served: [{ product, batch: chosen === '' ? null : chosen }] },
      t('products.saved'),
    );
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="pl-console-stack pl-products">
      <p>
        <Link className="pl-console-link" to="/products">
          {t('products.back')}
        </Link>
      </p>
      <FailureNote failure={failure} />
      <p className="pl-console-success" role="status">
        {notice}
      </p>
      {data && (
        <>
          <section className="pl-console-card" aria-labelledby="pl-product-title">
            <h1 id="pl-product-title">
              {t('products.productTitle', { name: data.product.name, code: data.product.code })}
            </h1>
            <dl className="pl-products-facts">
              {(['brand', 'category'] as const).map((key) => (
                <div key={key}>
                  <dt>{t(`products.${key}`)}</dt>
                  <dd>{data.product[key] || t('products.none')}</dd>
                </div>
              ))}
              {data.fields.map((field) => (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>{data.product.fields[field.key] ?? t('products.none')}</dd>
                </div>
              ))}
            </dl>
            <div className="pl-console-actions">
              <Button className="pl-console-button" onPress={() => setEditing(true)}>
                {t('products.edit')}
              </Button>
              <Button className="pl-console-button" onPress={() => setDeleting(true)}>
                {t('products.delete')}
              </Button>
            </div>
          </section>

          <section className="pl-console-card" aria-labelledby="pl-product-batches">
            <h2 id="pl-product-batches">{t('products.batches')}</h2>
            <p className="pl-console-help">{t('products.batchesHelp')}</p>
            <div className="pl-console-actions">
              <Button className="pl-console-button pl-console-button--primary" onPress={() => setBatch('new')}>
                {t('products.addBatch')}
              </Button>
            </div>
            {data.batches.length === 0 ? (
              <p>{t('products.noBatch')}</p>
            ) : (
              <TableScroll label={t('products.batches')}>
                <table className="pl-console-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('products.lot')}</th>
                      <th scope="col">{t('products.productionDate')}</th>
                      <th scope="col">{t('products.plant')}</th>
                      <th scope="col">{t('products.bestBefore')}</th>
                      <th scope="col">{t('products.notes')}</th>
                      <td />
                    </tr>
                  </thead>
                  <tbody>
                    {data.batches.map((one) => (
                      <tr key={one.id}>
                        <th scope="row">{one.lot}</th>
                        <td>{one.productionDate === null ? t('products.none') : dayText(one.productionDate)}</td>
                        <td>{one.plant}</td>
                        <td>{one.bestBefore === null ? t('products.none') : dayText(one.bestBefore)}</td>
                        <td>{one.notes}</td>
                        <td className="pl-console-actions">
                          <Button
                            className="pl-console-button"
                            aria-label={t('products.editBatch', { lot: one.lot })}
                            onPress={() => setBatch(one)}
                          >
                            {t('products.edit')}
                          </Button>
                          <Button
                            className="pl-console-button"
                            aria-label={t('products.deleteBatch', { lot: one.lot })}
                            onPress={() => setDeletingBatch(one)}
                          >
                            {t('products.delete')}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </section>

          <section className="pl-console-card" aria-labelledby="pl-product-publications">
            <h2 id="pl-product-publications">{t('products.publications')}</h2>
            <p className="pl-console-help">{t('products.publicationsHelp')}</p>
            {data.publications.length === 0 ? (
              <p>{t('products.noPublication')}</p>
            ) : (
              <TableScroll label={t('products.publications')}>
                <table className="pl-console-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('products.publication')}</th>
                      <th scope="col">{t('products.created')}</th>
                      <th scope="col">{t('products.served')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.publications.map((publication) => (
                      <tr key={publication.id}>
                        <th scope="row">
                          <Link
                            className="pl-console-link"
                            to={`/publications/${encodeURIComponent(publication.id)}/results`}
                          >
                            {publication.name}
                          </Link>
                        </th>
                        <td>{dates.format(publication.created)}</td>
                        <td>
                          {publication.served.map((served) => (
                            <label key={served.product} className="pl-console-select-field">
                              <span>{t('products.servedAs', { product: served.name })}</span>
                              <select
                                value={served.batch?.id ?? ''}
                                onChange={(event) => serve(publication, served.product, event.currentTarget.value)}
                              >
                                <option value="">{t('products.noBatchServed')}</option>
                                {data.batches.map((one) => (
                                  <option key={one.id} value={one.id}>
                                    {one.lot}
                                  </option>
                                ))}
                              </select>
                            </label>
                          ))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </section>

          <ControlChartSection productId={data.product.id} onSignedOut={onSignedOut} />

          {editing && (
            <ProductDialog
              product={data.product}
              fields={data.fields}
              onClose={() => setEditing(false)}
              onSave={(body) =>
                void act('acc/products/save', body, t('products.saved')).then((done) => done && setEditing(false))
              }
            />
          )}
          {deleting && (
            <ConfirmDialog
              title={t('products.deleteProduct', { code: data.product.code })}
              message={t('products.deleteProductHelp')}
              confirm={t('products.delete')}
              onClose={() => setDeleting(false)}
              onConfirm={() =>
                void callAsLeader('acc/products/delete', { id: data.product.id }, i18n.language).then(
                  () => navigate('/products'),
                  fail,
                )
              }
            />
          )}
          {batch !== null && (
            <BatchDialog
              batch={batch === 'new' ? null : batch}
              onClose={() => setBatch(null)}
              onSave={(body) =>
                void act('acc/products/batch/save', { product: data.product.id, ...body }, t('products.saved')).then(
                  (done) => done && setBatch(null),
                )
              }
            />
          )}
          {deletingBatch && (
            <ConfirmDialog
              title={t('products.deleteBatch', { lot: deletingBatch.lot })}
              message={t('products.deleteProductHelp')}
              confirm={t('products.delete')}
              onClose={() => setDeletingBatch(null)}
              onConfirm={() =>
                void act('acc/products/batch/delete', { id: deletingBatch.id }, t('products.deleted')).then(() =>
                  setDeletingBatch(null),
                )
              }
            />
          )}
        </>
      )}
    </div>
  );
}
