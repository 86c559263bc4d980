import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';

/** The account's publications, with how many judges started and finished, and the way to each serving plan. */
export function PublicationsScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failure } = useLeaderCall('pub/list', {}, onSignedOut);
  const pubs = data?.pubs;

  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="pl-console-card" aria-labelledby="pl-pubs-title">
      <h1 id="pl-pubs-title">{t('publications.title')}</h1>
      <FailureNote failure={failure} />
      {pubs?.length === 0 && <p>{t('publications.empty')}</p>}
      {pubs && pubs.length > 0 && (
        <TableScroll label={t('publications.title')}>
          <table className="pl-console-table">
            <thead>
              <tr>
                <th scope="col">{t('publications.name')}</th>
                <th scope="col">{t('publications.created')}</th>
                <th scope="col">{t('publications.judges')}</th>
                <th scope="col">{t('publications.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {pubs.map((pub) => (
                <tr key={pub.id}>
                  <th scope="row">
                    {pub.name}
                    {pub.tray && (
                      <span className="pl-console-note">
                        {t('publications.trays', { min: pub.tray.min, max: pub.tray.max })}
                      </span>
                    )}
                  </th>
                  <td>{dates.format(pub.created)}</td>
                  <td>
                    {t('publications.judgesCount', { started: pub.started, finished: pub.finished })}
                    {pub.target !== null && ` ${t('publications.target', { target: pub.target })}`}
                  </td>
                  <td className="pl-console-cell-links">
                    <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/monitor`}>
                      {t('publications.monitorOf', { name: pub.name })}
                    </Link>
                    <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/results`}>
                      {t('publications.resultsOf', { name: pub.name })}
                    </Link>
                    <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/plan`}>
                      {t('publications.planOf', { name: pub.name })}
                    </Link>
                    {pub.anonymous && (
                      <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/links`}>
                        {t('publications.linksOf', { name: pub.name })}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
