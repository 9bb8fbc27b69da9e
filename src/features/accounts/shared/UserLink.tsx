import { Link } from '@tanstack/react-router';
import { type NamedUser, userFullName } from './userName';

/** A link to a user's page, named by the user's full name (a list's row header). */
export function UserLink({ user, locale }: { user: NamedUser & { id: number }; locale: string }) {
  return (
    <Link
      to="/$locale/accounts/users/$id/"
      params={{ locale, id: user.id }}
      className="font-medium text-blue-700 underline"
    >
      {userFullName(user)}
    </Link>
  );
}
