import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../lib/navigation.tsx';
import { localize } from '@palate/engine';
import { isLeader, type PreviewablePublication } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { callAsUser } from '../../lib/api.ts';
import { appPath, type AppPrefix } from '../../lib/appPath.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { useStoredUser } from '../../lib/userStore.ts';
import { simulationHref } from './SimulationScreen.tsx';
import './preview.css';

/** The address of the leader's list of publications to simulate (no route word of its own in the spec). */
interface ListedPublication extends PreviewablePublication {
  expired: boolean;
}

/** A panel leader's publications, each with the way into its simulation. */
export function SimulationList({ prefix }: { prefix: AppPrefix }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const leader = user !== null && isLeader(user.roles);
  const [publications, setPublications] = useState<ListedPublication[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!leader) return;
    let current = true;
    callAsUser('run/preview/publications', {}).then(
      ({ pubs }) => {
        // Expiry as of loading: the list is not kept open for days.
        const now = Date.now();
        if (current)
          setPublications(pubs.map((pub) => ({ ...pub, expired: pub.expiresAt !== null && pub.expiresAt <= now })));
      },
      (error: unknown) => current && setProblem(t(errorMessageKey(error))),
    );
    return () => {
      current = false;
    };
  }, [leader, t]);

  const heading = <h1 className="pl-simulation-title">{t('preview.listTitle')}</h1>;
  if (!leader) {
    return (
      <section className="pl-simulation">
        {heading}
        <p>{t('preview.notLeader')}</p>
        <Link className="pl-link" to={appPath(prefix, { name: 'login' })}>
          {t('preview.logIn')}
        </Link>
      </section>
    );
  }
  return (
    <section className="pl-simulation">
      {heading}
      <p className="pl-simulation-help">{t('preview.listIntro')}</p>
      {problem && (
        <p className="pl-field-error" role="alert">
          {problem}
        </p>
      )}
      {publications === null && problem === null && <Loading />}
      {publications?.length === 0 && <p>{t('preview.empty')}</p>}
      {publications && publications.length > 0 && (
        <ul className="pl-simulation-list">
          {publications.map((publication) => {
            return (
              <li key={publication.id} className="pl-simulation-item">
                <div className="pl-simulation-item-text">
                  <span className="pl-simulation-item-title">{localize(publication.label, i18n.language)}</span>
                  <span className="pl-simulation-help">
                    {publication.name}
                    {publication.expired && ` · ${t('preview.expired')}`}
                    {publication.simulations > 0 &&
                      ` · ${t('preview.simulations', { count: publication.simulations })}`}
                  </span>
                </div>
                <Button size="large" onPress={() => void navigate(simulationHref(prefix, publication.id))}>
                  {t('preview.simulate')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
