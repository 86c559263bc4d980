import { useTranslation } from 'react-i18next';
import { PICTURE_TO_CHOOSE } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';

/** The picture an info or picture control shows, chosen among the account's uploads; an info control may have none. */
export function PictureField({ control, pictures, onChange }: Omit<ControlEditorProps, 'products'>) {
  const { t } = useTranslation();
  const optional = control.kind === 'info';
  const chosen =
    typeof control.image === 'object' && control.image !== null
      ? String((control.image as { name?: unknown }).name)
      : '';
  // A picture the definition names but the account has not uploaded (an example's, say) stays
  // shown as chosen, so that opening and saving never changes it.
  const missing = chosen !== '' && chosen !== PICTURE_TO_CHOOSE && !pictures.includes(chosen);
  return (
    <label className="pl-console-select-field">
      <span>{t('questionnaires.designer.picture')}</span>
      <select
        value={chosen}
        onChange={(event) => {
          const name = event.currentTarget.value;
          onChange(({ image: _image, ...rest }) =>
            name === '' ? rest : { ...rest, image: { name, alt: t('questionnaires.designer.pictureAlt') } },
          );
        }}
      >
        {optional ? (
          <option value="">{t('questionnaires.designer.noPicture')}</option>
        ) : (
          <option value={PICTURE_TO_CHOOSE}>{t('questionnaires.designer.choosePicture')}</option>
        )}
        {missing && <option value={chosen}>{t('questionnaires.designer.notUploaded', { name: chosen })}</option>}
        {pictures.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
