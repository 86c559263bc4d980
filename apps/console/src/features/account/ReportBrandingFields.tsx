import { useTranslation } from 'react-i18next';
import { imageUrl, type AccountSettings } from '@palate/protocol';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';

type Branding = Pick<AccountSettings, 'reportColour' | 'reportLogo'>;

/** The lab's colour and logo on its PowerPoint reports: the logo picked among the account's pictures. */
export function ReportBrandingFields({
  branding,
  onChange,
  onSignedOut,
}: {
  branding: Branding;
  onChange: (branding: Branding) => void;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation();
  const pictures = useLeaderCall('quest/image/list', {}, onSignedOut).data?.items ?? [];
  // PowerPoint shows PNG, JPEG and GIF pictures; the report leaves any other out.
  const logos = pictures.filter((picture) => /^image\/(png|jpeg|gif)$/.test(picture.contentType));
  return (
    <>
      <h3>{t('account.reports')}</h3>
      <p className="pl-console-help">{t('account.reportsHelp')}</p>
      <label className="pl-console-select-field">
        <span>{t('account.reportColour')}</span>
        <input
          type="color"
          value={branding.reportColour.toLowerCase()}
          onChange={(event) => onChange({ ...branding, reportColour: event.currentTarget.value.toUpperCase() })}
        />
      </label>
      <label className="pl-console-select-field">
        <span>{t('account.reportLogo')}</span>
        <select
          value={branding.reportLogo ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ ...branding, reportLogo: value === '' ? null : value });
          }}
        >
          <option value="">{t('account.noLogo')}</option>
          {logos.map((picture) => (
            <option key={picture.name} value={picture.name}>
              {picture.name}
            </option>
          ))}
        </select>
      </label>
      {branding.reportLogo !== null && (
        <img className="pl-account-logo" src={imageUrl(branding.reportLogo)} alt={t('account.logoPreview')} />
      )}
    </>
  );
}
