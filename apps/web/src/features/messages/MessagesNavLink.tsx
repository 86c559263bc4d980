import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLeader } from '@palate/protocol';
import type { AppPrefix } from '../../lib/appPath.ts';
import { useStoredUser } from '../../lib/userStore.ts';
import { messagesHref } from './MessagesScreen.tsx';

/** The header's way to the messages page, for a logged-in panel leader only. */
export function MessagesNavLink({ prefix }: { prefix: AppPrefix }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  if (user === null || !isLeader(user.roles)) return null;
  return (
    <Link className="pl-nav-link" to={messagesHref(prefix)}>
      {t('messages.nav')}
    </Link>
  );
}
