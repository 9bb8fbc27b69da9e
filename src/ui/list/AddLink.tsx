import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The creation screens a list links to from its heading. */
type CreationRoute =
  | '/$locale/data/datasets/new/'
  | '/$locale/accounts/users/new/'
  | '/$locale/accounts/organisations/new/'
  | '/$locale/accounts/groups/new/'
  | '/$locale/accounts/spheres/new/'
  | '/$locale/jurisdictions/new/';

/** A list's main action, "Add a …", in the current locale. */
export function AddLink({ to, children }: { to: CreationRoute; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Link
      to={to}
      params={{ locale: i18n.locale }}
      className="rounded border border-blue-700 bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800"
    >
      {children}
    </Link>
  );
}
