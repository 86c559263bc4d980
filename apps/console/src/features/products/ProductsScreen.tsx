import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from 'react-aria-components';
import type { LibraryProductView } from '@palate/protocol';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { FieldsDialog } from './FieldsDialog.tsx';
import { LibraryFile } from './LibraryFile.tsx';
import { ProductDialog } from './ProductDialog.tsx';
import './products.css';

/** The account's product library (acc/products/list): its products, their fields, the CSV files. */
export function ProductsScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { data, failure, fail, reload } = useLeaderCall('acc/products/list', {}, onSignedOut);
  const { notice, act } = useLeaderAction(fail, reload);
  const [editing, setEditing] = useState<LibraryProductView | 'new' | null>(null);
  const [editingFields, setEditingFields] = useState(false);
  const fields = data?.fields ?? [];
  return (
    <section className="pl-console-card pl-products" aria-labelledby="pl-products-title">
      <h1 id="pl-products-title">{t('products.title')}</h1>
      <p className="pl-console-help">{t('products.help')}</p>
      <FailureNote failure={failure} />
      <p className="pl-console-success" role="status">
        {notice}
      </p>
      <div className="pl-console-actions">
        <Button className="pl-console-button pl-console-button--primary" onPress={() => setEditing('new')}>
          {t('products.add')}
        </Button>
        <Button className="pl-console-button" onPress={() => setEditingFields(true)}>
          {t('products.editFields')}
        </Button>
      </div>
      {data?.products.length === 0 && <p>{t('products.empty')}</p>}
      {data && data.products.length > 0 && (
        <TableScroll label={t('products.title')}>
          <table className="pl-console-table">
            <thead>
              <tr>
                <th scope="col">{t('products.code')}</th>
                <th scope="col">{t('products.name')}</th>
                <th scope="col">{t('products.brand')}</th>
                <th scope="col">{t('products.category')}</th>
                {fields.map((field) => (
                  <th key={field.key} scope="col">
                    {field.label}
                  </th>
                ))}
                <th scope="col">{t('products.batches')}</th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((product) => (
                <tr key={product.id}>
                  <th scope="row">
                    <Link className="pl-console-link" to={`/products/${encodeURIComponent(product.id)}`}>
                      {product.code}
                    </Link>
                  </th>
                  <td>{product.name}</td>
                  <td>{product.brand}</td>
                  <td>{product.category}</td>
                  {fields.map((field) => (
                    <td key={field.key}>{product.fields[field.key] ?? ''}</td>
                  ))}
                  <td>{product.batches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <LibraryFile onImported={reload} onFailure={fail} />
      {editing !== null && (
        <ProductDialog
          product={editing === 'new' ? null : editing}
          fields={fields}
          onClose={() => setEditing(null)}
          onSave={(body) =>
            void act('acc/products/save', body, t('products.saved')).then((done) => done && setEditing(null))
          }
        />
      )}
      {editingFields && (
        <FieldsDialog
          fields={fields}
          onClose={() => setEditingFields(false)}
          onSave={(saved) =>
            void act('acc/products/fields/save', { fields: saved }, t('products.saved')).then(
              (done) => done && setEditingFields(false),
            )
          }
        />
      )}
    </section>
  );
}
