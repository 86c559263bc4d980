import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from 'react-aria-components';
import { callAsLeader } from '../../lib/api.ts';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { QrCode } from './QrCode.tsx';
import { linkAddress, unreachableBy } from './judgesAddress.ts';

/**
 * A publication's global links: shown as text and QR code to print or show on a screen,
 * created and revoked. They start with the server's public address (PUBLIC_URL), else with
 * the address the console is viewed at, with a warning where judges' phones may not reach it.
 */
export function LinksScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, failure, fail, reload } = useLeaderCall('pub/links', { id }, onSignedOut);
  const links = data?.links;
  const origin = data?.publicUrl ?? window.location.origin;
  const unreachable = data && data.publicUrl === null ? unreachableBy(origin) : null;

  const act = (call: Promise<unknown>) => void call.then(reload, (error: unknown) => fail(error));
  return (
    <div className="pl-console-stack">
      <p className="pl-console-noprint">
        <Link className="pl-console-link" to="/publications">
          {t('publications.back')}
        </Link>
      </p>
      <section className="pl-console-card" aria-labelledby="pl-links-title">
        <h1 id="pl-links-title">{t('publications.linksTitleOf', { name: data?.name ?? '' })}</h1>
        <p className="pl-console-help">{t('publications.linksHelp')}</p>
        {unreachable && (
          <p className="pl-console-warning pl-console-noprint">
            {t(unreachable === 'loopback' ? 'publications.addressLoopback' : 'publications.addressPrivate', {
              origin,
            })}
          </p>
        )}
        <FailureNote failure={failure} />
        {links?.length === 0 && <p>{t('publications.noLink')}</p>}
        <ul className="pl-console-links">
          {links?.map((link) => (
            <li key={link.code} className="pl-console-link-card">
              <QrCode
                text={linkAddress(origin, link.code)}
                label={t('publications.qrOf', { address: linkAddress(origin, link.code) })}
              />
              <p className="pl-console-address">{linkAddress(origin, link.code)}</p>
              <Button
                className="pl-console-button pl-console-noprint"
                onPress={() => act(callAsLeader('pub/link/revoke', { id, code: link.code }, i18n.language))}
              >
                {t('publications.revoke')}
              </Button>
            </li>
          ))}
        </ul>
        <div className="pl-console-actions pl-console-noprint">
          <Button
            className="pl-console-button pl-console-button--primary"
            onPress={() => act(callAsLeader('pub/link/create', { id }, i18n.language))}
          >
            {t('publications.createLink')}
          </Button>
          <Button className="pl-console-button" onPress={() => window.print()}>
            {t('publications.print')}
          </Button>
        </div>
      </section>
    </div>
  );
}
