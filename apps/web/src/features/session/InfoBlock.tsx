import { localize, type InfoControl } from '@palate/engine';
import { imageUrl } from '@palate/protocol';

/** An instruction, with a picture from the server's image folder when the definition gives one. */
export function InfoBlock({ control, language }: { control: InfoControl; language: string }) {
  return (
    <div className="pl-info" data-control-id={control.id}>
      {control.text !== undefined && <p>{localize(control.text, language)}</p>}
      {control.image && (
        <img className="pl-info-image" src={imageUrl(control.image.name)} alt={localize(control.image.alt, language)} />
      )}
    </div>
  );
}
