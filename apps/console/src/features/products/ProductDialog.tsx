import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryFieldView, LibraryProductView } from '@palate/protocol';
import { FormDialog } from '../../lib/FormDialog.tsx';

export interface ProductBody {
  id?: string;
  code: string;
  name: string;
  brand: string;
  category: string;
  fields: Record<string, string>;
}

/** A product of the library, new or changed: its code, name, brand, category and the account's fields. */
export function ProductDialog({
  product,
  fields,
  onSave,
  onClose,
}: {
  product: LibraryProductView | null;
  fields: LibraryFieldView[];
  onSave: (body: ProductBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState<ProductBody>(
    product
      ? {
          id: product.id,
          code: product.code,
          name: product.name,
          brand: product.brand,
          category: product.category,
          fields: product.fields,
        }
      : { code: '', name: '', brand: '', category: '', fields: {} },
  );
  const text = (key: 'code' | 'name' | 'brand' | 'category', required = false) => (
    <label className="pl-console-field">
      <span>{t(`products.${key}`)}</span>
      <input
        value={body[key]}
        required={required}
        autoComplete="off"
        onChange={(event) => {
          const value = event.currentTarget.value;
          setBody((old) => ({ ...old, [key]: value }));
        }}
      />
    </label>
  );
  return (
    <FormDialog
      title={product ? t('products.editProduct', { code: product.code }) : t('products.newProduct')}
      save={t('products.save')}
      isSaveDisabled={body.code.trim() === '' || body.name.trim() === ''}
      onSave={() => onSave(body)}
      onClose={onClose}
    >
      {text('code', true)}
      {text('name', true)}
      {text('brand')}
      {text('category')}
      {fields.map((field) => (
        <label key={field.key} className="pl-console-field">
          <span>{field.label}</span>
          <input
            type={field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text'}
            value={body.fields[field.key] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setBody((old) => ({ ...old, fields: { ...old.fields, [field.key]: value } }));
            }}
          />
        </label>
      ))}
    </FormDialog>
  );
}
