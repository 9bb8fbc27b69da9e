import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Dataset } from '../../../api/datasets';
import { sortByLabel } from '../../../api/referenceLists';
import { userGroupChoicesQuery } from '../../../api/usergroups';
import { useSession } from '../../../auth/useSession';
import { datasetFormChoiceQueries } from './datasetFormChoices';

type Option = { value: number; label: string };

const asOptions = (items: ReadonlyArray<{ id: number; label: string }> | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.label }));

/**
 * The choices of the dataset form: the reference lists (alphabetical, from src/api) and the
 * organisations the person may publish for — every group for a superuser, else the groups where they
 * hold a role. The organisation of the dataset shown is always among them, so that a dataset of
 * another organisation, which the person may only view, shows its own (issue 27).
 */
export function useDatasetFormOptions(
  dataset: Pick<Dataset, 'usergroup' | 'usergroup_display_name'> | null = null,
) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const user = useSession().userData;
  const allGroups = useQuery({ ...userGroupChoicesQuery(), enabled: user?.is_superuser === true });
  const ownGroups =
    user && !user.is_superuser
      ? user.usergroup_roles.flatMap((membership) =>
          membership.usergroup && membership.role >= 1
            ? [{ id: membership.usergroup.id, label: membership.usergroup.display_name }]
            : [],
        )
      : [];
  const offered: Option[] = user?.is_superuser
    ? (allGroups.data?.results ?? []).map((group) => ({ value: group.id, label: group.display_name }))
    : asOptions(sortByLabel(ownGroups, locale));
  const organisations =
    dataset && !offered.some((option) => option.value === dataset.usergroup)
      ? [{ value: dataset.usergroup, label: dataset.usergroup_display_name }, ...offered]
      : offered;

  const choices = datasetFormChoiceQueries(locale);
  return {
    organisations,
    categories: asOptions(useQuery(choices.categories).data),
    topics: asOptions(useQuery(choices.topics).data),
    kinds: asOptions(useQuery(choices.kinds).data),
    restrictions: asOptions(useQuery(choices.restrictions).data),
    licenses: asOptions(useQuery(choices.licenses).data),
    granularities: asOptions(useQuery(choices.granularities).data),
    updateFrequencies: asOptions(useQuery(choices.updateFrequencies).data),
    recordTypes: asOptions(useQuery(choices.recordTypes).data),
  };
}
