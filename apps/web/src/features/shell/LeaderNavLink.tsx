import { Link } from 'react-router';
import { isLeader } from '@palate/protocol';
import { useStoredUser } from '../../lib/userStore.ts';

/** A header link shown to a logged-in panel leader only (messages, simulations). */
export function LeaderNavLink({ to, label }: { to: string; label: string }) {
  const user = useStoredUser();
  if (user === null || !isLeader(user.roles)) return null;
  return (
    <Link className="pl-nav-link" to={to}>
      {label}
    </Link>
  );
}
