import { useTranslation } from 'react-i18next';
import { Button, Input, Label, TextField } from 'react-aria-components';
import type { LibraryProductView } from '@palate/protocol';
import { withField, withNewProduct, type DraftChange, type DraftDefinition } from '../designerDraft.ts';
import { FaultNotes, type Faults } from './FaultNotes.tsx';

/**
 * The products under test, by code name and name; each may name a product of the account's
 * library (whose batches a publication then serves), and in a shelf-life study each is a
 * storage time in days.
 */
export function ProductsSection({
  definition,
  library,
  onChange,
  faults,
}: {
  definition: DraftDefinition;
  /** The account's library products, to pick from. */
  library: LibraryProductView[];
  onChange: DraftChange;
  faults: Faults;
}) {
  const { t } = useTranslation();
  const setProduct = (index: number, field: 'id' | 'name' | 'libraryProduct' | 'storageTime', value: unknown) =>
    onChange((draft) => ({
      ...draft,
      products: draft.products.map((product, at) => (at === index ? withField(product, field, value) : product)),
    }));
  const shelfLife = definition.shelfLife !== undefined;
  return (
    <fieldset className="pl-console-designer-group">
      <legend>{t('questionnaires.designer.products')}</legend>
      <p className="pl-console-help">{t('questionnaires.designer.productsHelp')}</p>
      <ul className="pl-console-designer-list">
        {definition.products.map((product, index) => (
          <li key={index} className="pl-console-designer-row">
            <TextField
              className="pl-console-field"
              value={product.id}
              onChange={(value) => setProduct(index, 'id', value)}
            >
              <Label>{t('questionnaires.designer.productId', { number: index + 1 })}</Label>
              <Input />
            </TextField>
            <TextField
              className="pl-console-field"
              value={product.name}
              onChange={(value) => setProduct(index, 'name', value)}
            >
              <Label>{t('questionnaires.designer.productName', { number: index + 1 })}</Label>
              <Input />
            </TextField>
            <label className="pl-console-select-field">
              <span>{t('questionnaires.designer.libraryProduct', { number: index + 1 })}</span>
              <select
                className="pl-designer-library-product"
                value={product.libraryProduct ?? ''}
                onChange={(event) => setProduct(index, 'libraryProduct', event.currentTarget.value || undefined)}
              >
                <option value="">{t('questionnaires.designer.noLibraryProduct')}</option>
                {libraryOptions(library, product.libraryProduct).map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name === null
                      ? t('questionnaires.designer.libraryProductMissing', { code: option.code })
                      : `${option.code}: ${option.name}`}
                  </option>
                ))}
              </select>
            </label>
            {shelfLife && (
              <label className="pl-console-select-field">
                <span>{t('questionnaires.designer.storageTime', { number: index + 1 })}</span>
                <input
                  type="number"
                  min={0}
                  value={product.storageTime ?? ''}
                  onChange={(event) => {
                    const typed = event.currentTarget.value;
                    const days = Number(typed);
                    if (typed === '') setProduct(index, 'storageTime', undefined);
                    else if (Number.isFinite(days) && days >= 0) setProduct(index, 'storageTime', days);
                  }}
                />
              </label>
            )}
            <Button
              className="pl-console-button"
              isDisabled={definition.products.length <= 1}
              onPress={() =>
                onChange((draft) => ({ ...draft, products: draft.products.filter((_, at) => at !== index) }))
              }
              aria-label={t('questionnaires.designer.removeProduct', { id: product.id })}
            >
              {t('questionnaires.designer.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <Button className="pl-console-button" onPress={() => onChange(withNewProduct)}>
        {t('questionnaires.designer.addProduct')}
      </Button>
      <FaultNotes faults={faults} />
    </fieldset>
  );
}

/**
 * The library's products to pick from, and the product's own code when the library lacks it
 * (a definition imported from another account): kept, and shown as missing, not dropped.
 */
function libraryOptions(library: LibraryProductView[], chosen: string | undefined) {
  const options: { code: string; name: string | null }[] = library.map((one) => ({ code: one.code, name: one.name }));
  if (chosen !== undefined && !library.some((one) => one.code === chosen)) options.push({ code: chosen, name: null });
  return options;
}
