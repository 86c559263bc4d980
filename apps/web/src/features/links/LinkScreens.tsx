import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/navigation.tsx';
import { CallError } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { appPath, type AppPrefix } from '../../lib/appPath.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { linkErrorCode, openLink, returningJudgeOf } from './linkFlow.ts';
import './links.css';

export interface LinkScreenProps {
  prefix: AppPrefix;
  link: string;
}

/** my/{link}?judge=…: the individual link's address, which a judge can keep to come back. */
export function individualLinkHref(prefix: AppPrefix, link: string, token: string): string {
  return `${appPath(prefix, { name: 'linkUser', link })}?${new URLSearchParams({ judge: token }).toString()}`;
}

function offlineLinkHref(prefix: AppPrefix, link: string, judge: string | undefined, error: unknown): string {
  const query = new URLSearchParams({ ...(judge ? { judge } : {}), linkError: String(linkErrorCode(error)) });
  return `${appPath(prefix, { name: 'linkUserOff', link })}?${query.toString()}`;
}

/** to/{link}: a global link hands this visitor their own individual link, or the one they already have. */
export function GlobalLinkScreen({ prefix, link }: LinkScreenProps) {
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    const judge = returningJudgeOf(link);
    openLink(link, judge).then(
      (opened) => current && void navigate(individualLinkHref(prefix, opened.link.cd, opened.token), { replace: true }),
      (error: unknown) => current && void navigate(offlineLinkHref(prefix, link, judge, error), { replace: true }),
    );
    return () => {
      current = false;
    };
  }, [link, prefix, navigate]);
  return <Loading />;
}

export interface IndividualLinkScreenProps extends LinkScreenProps {
  judgeToken: string | undefined;
  /** The judge's questionnaires through this link, once it is checked. */
  renderList: (link: string) => ReactNode;
}

/** my/{link}?judge=…: checks the link with its judge, then lists the link's questionnaire. */
export function IndividualLinkScreen({ prefix, link, judgeToken, renderList }: IndividualLinkScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The link (and judge) whose check succeeded; the screen is keyed by link, so a new one starts afresh.
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const checked = checkedFor === `${link} ${judgeToken ?? ''}`;
  useEffect(() => {
    let current = true;
    openLink(link, judgeToken).then(
      () => current && setCheckedFor(`${link} ${judgeToken ?? ''}`),
      (error: unknown) => current && void navigate(offlineLinkHref(prefix, link, judgeToken, error), { replace: true }),
    );
    return () => {
      current = false;
    };
  }, [link, judgeToken, prefix, navigate]);
  if (!checked) return <Loading />;
  return (
    <>
      {renderList(link)}
      <p className="pl-link-keep">{t('link.keep')}</p>
    </>
  );
}

export interface OfflineLinkScreenProps extends LinkScreenProps {
  judgeToken: string | undefined;
  linkError: number;
}

/** A link that failed: the spec's wrong-link page, with its code; `children` offers a way on. */
export function LinkFailure({ code, children }: { code: number; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="pl-link-off" aria-labelledby="pl-link-off-title">
      <h1 id="pl-link-off-title" className="pl-page-title">
        {t('error.title')}
      </h1>
      <p className="pl-link-off-message" role="alert">
        {t(errorMessageKey(new CallError(code, '')))}
      </p>
      <p className="pl-dialog-code">{t('error.code', { code })}</p>
      {children}
    </section>
  );
}

/** off/{link}: the link failed; the code is kept so the judge can try again from here. */
export function OfflineLinkScreen({ prefix, link, judgeToken, linkError }: OfflineLinkScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const retry = useCallback(() => {
    const target = judgeToken ? individualLinkHref(prefix, link, judgeToken) : appPath(prefix, { name: 'link', link });
    void navigate(target, { replace: true });
  }, [judgeToken, link, prefix, navigate]);
  return (
    <LinkFailure code={linkError}>
      <Button variant="primary" size="large" onPress={retry}>
        {t('link.tryAgain')}
      </Button>
    </LinkFailure>
  );
}
