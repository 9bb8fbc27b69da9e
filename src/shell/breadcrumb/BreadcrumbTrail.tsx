import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { datasetQuery, userGroupQuery } from '../../api/objectQueries';
import { canAccess } from '../../auth/access';
import { useSession } from '../../auth/useSession';
import { userGroupPageRoute } from '../../domain/userGroupPage';
import { type ObjectStep, type TrailStep, trailOf } from './trail';

const linkClassName = 'rounded text-blue-800 underline underline-offset-2 hover:text-blue-950';
// A step above the current screen is never the current page: the router's fuzzy "active" match would
// mark every one of them aria-current, as it does in the main menu.

/**
 * The breadcrumb of the screen at `path` (without the locale): the screens above it, each a link where
 * the person may open it, and the current screen's own heading last (`Breadcrumb` loads this module for
 * the screens that have one).
 */
export function BreadcrumbTrail({
  path,
  current,
  locale,
}: {
  path: string;
  current: string;
  locale: string;
}) {
  const { t } = useLingui();
  const steps = trailOf(path);
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-2 text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {steps.map((step) => (
          <Step key={stepKey(step)} step={step} locale={locale} />
        ))}
        <li className="min-w-0 break-words">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

function stepKey(step: TrailStep): string {
  return step.kind === 'section' ? step.to : `${step.kind}-${step.id}`;
}

function Step({ step, locale }: { step: TrailStep; locale: string }) {
  const { i18n } = useLingui();
  const user = useSession().userData;
  if (step.kind === 'dataset') return <DatasetStep step={step} locale={locale} />;
  if (step.kind === 'usergroup') return <UserGroupStep step={step} locale={locale} />;
  return (
    <Item>
      {canAccess(step.to.replace('$locale', locale), user) ? (
        <Link to={step.to} params={{ locale }} className={linkClassName} activeOptions={{ exact: true }}>
          {i18n._(step.label)}
        </Link>
      ) : (
        i18n._(step.label)
      )}
    </Item>
  );
}

function DatasetStep({ step, locale }: { step: ObjectStep & { kind: 'dataset' }; locale: string }) {
  const dataset = useQuery(datasetQuery(step.id));
  if (!dataset.data) return null;
  return (
    <Item>
      <Link
        to="/$locale/data/datasets/$id/"
        params={{ locale, id: step.id }}
        activeOptions={{ exact: true }}
        className={`${linkClassName} break-words`}
      >
        {dataset.data.display_name}
      </Link>
    </Item>
  );
}

function UserGroupStep({ step, locale }: { step: ObjectStep & { kind: 'usergroup' }; locale: string }) {
  const user = useSession().userData;
  const group = useQuery(userGroupQuery(step.id));
  if (!group.data) return null;
  const name = group.data.display_name;
  // A data manager reaches a group's indexers without the right to the accounts' screens.
  if (!canAccess(`/${locale}/accounts/`, user)) return <Item>{name}</Item>;
  return (
    <Item>
      <Link
        to={userGroupPageRoute(group.data.usergroup_type)}
        params={{ locale, id: step.id }}
        activeOptions={{ exact: true }}
        className={`${linkClassName} break-words`}
      >
        {name}
      </Link>
    </Item>
  );
}

function Item({ children }: { children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 break-words">{children}</span>
      <span aria-hidden="true" className="text-slate-500">
        ›
      </span>
    </li>
  );
}
