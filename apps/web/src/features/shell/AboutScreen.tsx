import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, DELIVERY_VERSION, type CallResponse } from '@palate/protocol';
import { callApi } from '../../lib/api.ts';
import { LegalDialog } from './LegalDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';

/** The open-source libraries Palate is built with, as shipped in package.json. */
const CREDITS = [
  { name: 'React', licence: 'MIT', url: 'https://react.dev' },
  { name: 'React Router', licence: 'MIT', url: 'https://reactrouter.com' },
  { name: 'React Aria Components', licence: 'Apache-2.0', url: 'https://react-spectrum.adobe.com/react-aria/' },
  { name: 'i18next, react-i18next', licence: 'MIT', url: 'https://www.i18next.com' },
  { name: 'Zod', licence: 'MIT', url: 'https://zod.dev' },
  { name: 'Fastify, @fastify/static', licence: 'MIT', url: 'https://fastify.dev' },
  { name: 'Kysely', licence: 'MIT', url: 'https://kysely.dev' },
  { name: 'node-postgres (pg)', licence: 'MIT', url: 'https://node-postgres.com' },
  { name: 'Node.js', licence: 'MIT', url: 'https://nodejs.org' },
  { name: 'Vite', licence: 'MIT', url: 'https://vite.dev' },
] as const;

type Versions = CallResponse<'sys/versions'>['versions'];

/** About: the versions of every part (the server's through sys/versions) and the credits. */
export function AboutScreen() {
  const { t } = useTranslation();
  const [versions, setVersions] = useState<Versions | null | 'unavailable'>(null);
  const [legalOpen, setLegalOpen] = useState(false);

  useEffect(() => {
    let current = true;
    callApi('sys/versions', {})
      .then((answer) => current && setVersions(answer.versions))
      .catch(() => current && setVersions('unavailable'));
    return () => {
      current = false;
    };
  }, []);

  const server = typeof versions === 'object' ? versions : null;
  const rows: [string, string | undefined][] = [
    [t('shell.about.local'), APP_VERSION],
    [t('shell.about.delivery'), DELIVERY_VERSION],
    [t('shell.about.installation'), server?.server],
    [t('shell.about.database'), server?.database],
    [t('shell.about.browser'), navigator.userAgent],
    [t('shell.about.services'), server ? `${server.app} · ${server.runtime}` : undefined],
  ];

  return (
    <article className="pl-page pl-about">
      <h1 className="pl-page-title">{t('shell.about.title')}</h1>
      <section className="pl-card" aria-labelledby="pl-about-versions">
        <h2 id="pl-about-versions">{t('shell.about.versions')}</h2>
        <dl className="pl-facts">
          {rows.map(([label, value]) => (
            <div key={label} className="pl-fact">
              <dt>{label}</dt>
              <dd>{value ?? (versions === null ? t('app.loading') : '—')}</dd>
            </div>
          ))}
        </dl>
        {versions === 'unavailable' && <p className="pl-muted">{t('shell.about.servicesUnavailable')}</p>}
      </section>
      <section className="pl-card" aria-labelledby="pl-about-credits">
        <h2 id="pl-about-credits">{t('shell.about.credits')}</h2>
        <p>{t('shell.about.creditsText')}</p>
        <ul className="pl-credits">
          {CREDITS.map((credit) => (
            <li key={credit.name}>
              <a href={credit.url} target="_blank" rel="noreferrer">
                {credit.name}
              </a>{' '}
              <span className="pl-muted">({credit.licence})</span>
            </li>
          ))}
        </ul>
      </section>
      <Button onPress={() => setLegalOpen(true)}>{t('shell.nav.legal')}</Button>
      {legalOpen && <LegalDialog onClose={() => setLegalOpen(false)} />}
    </article>
  );
}
