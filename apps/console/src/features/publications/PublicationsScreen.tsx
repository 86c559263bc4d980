import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from 'react-aria-components';
import type { PublicationOverview } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { ExpiryDialog } from './ExpiryDialog.tsx';
import { JudgesTitleDialog } from './JudgesTitleDialog.tsx';
import { RestrictionDialog } from './RestrictionDialog.tsx';

type Asked =
  | { kind: 'close'; publication: PublicationOverview }
  | { kind: 'expiry'; publication: PublicationOverview }
  | { kind: 'restriction'; publication: PublicationOverview }
  | { kind: 'judgesTitle'; publication: PublicationOverview }
  | { kind: 'delete'; publication: PublicationOverview };

/**
 * The account's publications: their state, how many judges started and finished, what
 * judges see each one as, the way to each one's live view, results, serving plan and links;
 * the title judges see changed, closing, reopening and deleting one, each asked first.
 */
export function PublicationsScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failure, fail, reload } = useLeaderCall('pub/list', {}, onSignedOut);
  const pubs = data?.pubs;
  const [asked, setAsked] = useState<Asked | null>(null);
  const { notice, act } = useLeaderAction(fail, reload);

  // The counts the leader confirms are read anew: judges may have answered since the list came.
  const askDeletion = (id: string) => {
    callAsLeader('pub/list', {}, i18n.language)
      .then(({ pubs: fresh }) => {
        const publication = fresh.find((candidate) => candidate.id === id);
        if (publication) setAsked({ kind: 'delete', publication });
      })
      .catch(fail);
  };

  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const moments = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const state = (pub: PublicationOverview): string => {
    if (pub.status === 'deleted') return t('publications.stateDeleted');
    if (pub.status === 'closed') return t('publications.stateClosed');
    if (pub.status === 'scheduled' && pub.opens !== null) {
      return t('publications.stateScheduled', { date: moments.format(pub.opens) });
    }
    return pub.expires === null
      ? t('publications.stateOpen')
      : t('publications.stateOpenUntil', { date: moments.format(pub.expires) });
  };
  return (
    <section className="pl-console-card" aria-labelledby="pl-pubs-title">
      <h1 id="pl-pubs-title">{t('publications.title')}</h1>
      <FailureNote failure={failure} />
      <p className="pl-console-success" role="status">
        {notice}
      </p>
      {pubs?.length === 0 && <p>{t('publications.empty')}</p>}
      {pubs && pubs.length > 0 && (
        <TableScroll label={t('publications.title')}>
          <table className="pl-console-table">
            <thead>
              <tr>
                <th scope="col">{t('publications.name')}</th>
                <th scope="col">{t('publications.created')}</th>
                <th scope="col">{t('publications.state')}</th>
                <th scope="col">{t('publications.judges')}</th>
                <th scope="col">{t('publications.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {pubs.map((pub) => (
                <tr key={pub.id}>
                  <th scope="row" id={`pl-pub-${pub.id}`}>
                    {pub.name}{' '}
                    {pub.training && <strong className="pl-console-badge">{t('publications.trainingMark')}</strong>}
                    <span className="pl-console-note">{t('publications.servesVersion', { version: pub.version })}</span>
                    {pub.tray && (
                      <span className="pl-console-note">
                        {' '}
                        {t('publications.trays', { min: pub.tray.min, max: pub.tray.max })}
                      </span>
                    )}
                    {pub.filter.length > 0 && <span className="pl-console-note"> {t('publications.restricted')}</span>}
                    {pub.codesPerJudge && (
                      <span className="pl-console-note"> {t('publications.codesPerJudgeMark')}</span>
                    )}
                    <span className="pl-console-note">
                      {pub.judgesTitle === null
                        ? t('publications.judgesSeeQuestionnaire')
                        : t('publications.judgesSee', { title: pub.judgesTitle })}
                    </span>
                  </th>
                  <td>{dates.format(pub.created)}</td>
                  <td>{state(pub)}</td>
                  <td>
                    {t('publications.judgesCount', { started: pub.started, finished: pub.finished })}
                    {pub.target !== null && ` ${t('publications.target', { target: pub.target })}`}
                  </td>
                  <td>
                    {pub.status !== 'deleted' && (
                      <div className="pl-console-cell-links">
                        <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/monitor`}>
                          {t('publications.monitorOf', { name: pub.name })}
                        </Link>
                        <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/results`}>
                          {t('publications.resultsOf', { name: pub.name })}
                        </Link>
                        <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/plan`}>
                          {t('publications.planOf', { name: pub.name })}
                        </Link>
                        <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/rewards`}>
                          {t('rewards.link', { name: pub.name })}
                        </Link>
                        {pub.training && (
                          <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/targets`}>
                            {t('training.link', { name: pub.name })}
                          </Link>
                        )}
                        <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/slots`}>
                          {t('slots.link', { name: pub.name })}
                        </Link>
                        <Link
                          className="pl-console-link"
                          to={`/publications/${encodeURIComponent(pub.id)}/invitations`}
                        >
                          {t('invitations.link', { name: pub.name })}
                        </Link>
                        {pub.anonymous && (
                          <Link className="pl-console-link" to={`/publications/${encodeURIComponent(pub.id)}/links`}>
                            {t('publications.linksOf', { name: pub.name })}
                          </Link>
                        )}
                        <a
                          className="pl-console-link"
                          href={`/${i18n.language}/pvw/${encodeURIComponent(pub.id)}/n1`}
                          target="_blank"
                          rel="noreferrer"
                        >
                          {t('publications.simulateOf', { name: pub.name })}
                        </a>
                        {pub.status === 'open' && (
                          <Button
                            className="pl-console-button"
                            aria-describedby={`pl-pub-${pub.id}`}
                            onPress={() => setAsked({ kind: 'close', publication: pub })}
                          >
                            {t('publications.close')}
                          </Button>
                        )}
                        <Button
                          className="pl-console-button"
                          aria-describedby={`pl-pub-${pub.id}`}
                          onPress={() => setAsked({ kind: 'expiry', publication: pub })}
                        >
                          {pub.status === 'closed' ? t('publications.reopen') : t('publications.expiry')}
                        </Button>
                        <Button
                          className="pl-console-button"
                          aria-describedby={`pl-pub-${pub.id}`}
                          onPress={() => setAsked({ kind: 'judgesTitle', publication: pub })}
                        >
                          {t('publications.judgesTitleEdit')}
                        </Button>
                        <Button
                          className="pl-console-button"
                          aria-describedby={`pl-pub-${pub.id}`}
                          onPress={() => setAsked({ kind: 'restriction', publication: pub })}
                        >
                          {t('publications.restriction')}
                        </Button>
                        <Button
                          className="pl-console-button"
                          aria-describedby={`pl-pub-${pub.id}`}
                          onPress={() =>
                            void act(
                              'pub/training',
                              { id: pub.id, training: !pub.training },
                              t(pub.training ? 'publications.markedStudy' : 'publications.markedTraining', {
                                name: pub.name,
                              }),
                            )
                          }
                        >
                          {pub.training ? t('publications.markStudy') : t('publications.markTraining')}
                        </Button>
                        <Button
                          className="pl-console-button"
                          aria-describedby={`pl-pub-${pub.id}`}
                          onPress={() => askDeletion(pub.id)}
                        >
                          {t('publications.delete')}
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {asked?.kind === 'close' && (
        <ConfirmDialog
          title={t('publications.closeTitle', { name: asked.publication.name })}
          message={t('publications.closeMessage')}
          confirm={t('publications.close')}
          onConfirm={() =>
            void act(
              'pub/close',
              { id: asked.publication.id },
              t('publications.closed', { name: asked.publication.name }),
            )
          }
          onClose={() => setAsked(null)}
        />
      )}
      {asked?.kind === 'expiry' && (
        <ExpiryDialog
          publication={asked.publication}
          onSave={(expires) =>
            void act(
              'pub/expiry',
              { id: asked.publication.id, expires },
              t('publications.expirySaved', { name: asked.publication.name }),
            )
          }
          onClose={() => setAsked(null)}
        />
      )}
      {asked?.kind === 'judgesTitle' && (
        <JudgesTitleDialog
          publication={asked.publication}
          onSave={(title) =>
            void act(
              'pub/judgesTitle',
              { id: asked.publication.id, title },
              t('publications.judgesTitleSaved', { name: asked.publication.name }),
            )
          }
          onClose={() => setAsked(null)}
        />
      )}
      {asked?.kind === 'restriction' && (
        <RestrictionDialog
          publication={asked.publication}
          onSave={(filter) =>
            void act(
              'pub/profileFilter',
              { id: asked.publication.id, filter },
              t('publications.restrictionSaved', { name: asked.publication.name }),
            )
          }
          onClose={() => setAsked(null)}
          onSignedOut={onSignedOut}
        />
      )}
      {asked?.kind === 'delete' && (
        <ConfirmDialog
          title={t('publications.deleteTitle', { name: asked.publication.name })}
          message={t('publications.deleteMessage', {
            count: asked.publication.answers,
            judges: asked.publication.started,
          })}
          confirm={t('publications.deleteConfirm')}
          onConfirm={() =>
            void act(
              'pub/delete',
              { id: asked.publication.id, answers: asked.publication.answers },
              t('publications.deleted', { name: asked.publication.name }),
            )
          }
          onClose={() => setAsked(null)}
        />
      )}
    </section>
  );
}
