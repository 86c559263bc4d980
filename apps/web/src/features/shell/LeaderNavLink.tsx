import { Link } from '../../lib/navigation.tsx';
import { isLeader } from '@palate/protocol';
import { useStoredUser } from '../../lib/userStore.ts';

/**
 * A header link shown to a logged-in panel leader only (messages, simulations, and the
 * console, another app: `reloadDocument` leaves this one for it).
 */
export function LeaderNavLink({ to, label, reloadDocument }: { to: string; label: string; reloadDocument?: boolean }) {
  const user = useStoredUser();
  if (user === null || !isLeader(user.roles)) return null;
  return (
    <Link className="pl-nav-link" to={to} reloadDocument={reloadDocument}>
      {label}
    </Link>
  );
}
