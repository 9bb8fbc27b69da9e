import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FileRoutesByTo } from '../../routeTree.gen';

/** The screens above others: the section hubs and lists, all below the locale. */
type Route = Extract<`${keyof FileRoutesByTo}/`, `/$locale/${string}`>;

/** A screen above the current one, named by the interface. */
export type SectionStep = { kind: 'section'; label: MessageDescriptor; to: Route };
/** An object above the current screen (a dataset above its permissions), named by its own name. */
export type ObjectStep = { kind: 'dataset'; id: number } | { kind: 'usergroup'; id: number };
export type TrailStep = SectionStep | ObjectStep;

const HOME: SectionStep = { kind: 'section', label: msg`Home`, to: '/$locale/home/' };

const section = (label: MessageDescriptor, to: Route): SectionStep => ({ kind: 'section', label, to });

const DATA = section(msg`Data`, '/$locale/data/');
const TASKS = section(msg`Tasks`, '/$locale/data/tasks/');

const SECTIONS: Record<string, SectionStep> = {
  data: DATA,
  accounts: section(msg`Accounts`, '/$locale/accounts/'),
  // Jurisdictions have no hub: their list is the section's first screen.
  jurisdictions: section(msg`Jurisdictions`, '/$locale/jurisdictions/'),
};

const LISTS: Record<string, Record<string, SectionStep>> = {
  data: {
    datasets: section(msg`Datasets`, '/$locale/data/datasets/'),
    tasks: TASKS,
  },
  accounts: {
    users: section(msg`Users`, '/$locale/accounts/users/'),
    organisations: section(msg`Organisations`, '/$locale/accounts/organisations/'),
    groups: section(msg`User groups`, '/$locale/accounts/groups/'),
    spheres: section(msg`Spheres`, '/$locale/accounts/spheres/'),
  },
};

/**
 * The screens above the one at `pathname` (without the locale, e.g. `/data/datasets/12/permissions/`),
 * from the home page down, the current screen left out: its heading ends the trail. A top-level screen
 * (home, a section's hub, a page of the shell) has none: the main menu already leads there (RGAA 12.1).
 */
export function trailOf(pathname: string): TrailStep[] {
  const [top, second, third, fourth] = pathname.split('/').filter(Boolean);
  if (top === undefined || second === undefined) return [];
  if (top === 'logs') return [HOME, DATA, TASKS];
  const sectionStep = SECTIONS[top];
  if (!sectionStep) return [];
  const steps: TrailStep[] = [HOME, sectionStep];
  if (top === 'accounts' && second === 'usergroup') {
    const id = Number(third);
    if (Number.isInteger(id) && id > 0 && fourth !== undefined) steps.push({ kind: 'usergroup', id });
    return steps;
  }
  const list = LISTS[top]?.[second];
  if (!list || third === undefined) return steps;
  steps.push(list);
  if (top === 'data' && second === 'datasets' && fourth !== undefined) {
    const id = Number(third);
    if (Number.isInteger(id) && id > 0) steps.push({ kind: 'dataset', id });
  }
  return steps;
}
