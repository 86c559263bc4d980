import { useTranslation } from 'react-i18next';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { withNewProduct, type DraftChange, type DraftDefinition } from '../designerDraft.ts';
import { FaultNotes, type Faults } from './FaultNotes.tsx';

/** The products under test, by code name and name. */
export function ProductsSection({
  definition,
  onChange,
  faults,
}: {
  definition: DraftDefinition;
  onChange: DraftChange;
  faults: Faults;
}) {
  const { t } = useTranslation();
  const setProduct = (index: number, field: 'id' | 'name', value: string) =>
    onChange((draft) => ({
      ...draft,
      products: draft.products.map((product, at) => (at === index ? { ...product, [field]: value } : product)),
    }));
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
