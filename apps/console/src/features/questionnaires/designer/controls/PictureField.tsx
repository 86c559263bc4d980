import { useTranslation } from 'react-i18next';
import { PICTURE_TO_CHOOSE } from '../../designerDraft.ts';
import type { ControlEditorProps } from './ControlEditorProps.ts';

/** The picture an info or picture control shows, chosen among the account's uploads; an info control may have none. */
export function PictureField({ control, pictures, onChange }: Omit<ControlEditorProps, 'products'>) {
  const { t } = useTranslation();
  const optional = control.kind === 'info';
  return (
    <label className="pl-console-select-field">
      <span>{t('questionnaires.designer.picture')}</span>
      <select
        value={
          typeof control.image === 'object' && control.image !== null
            ? String((control.image as { name?: unknown }).name)
            : ''
        }
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
        {pictures.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
