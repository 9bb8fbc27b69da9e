import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { jurisdictionsQuery } from '../../../api/jurisdictions';
import { organisationTypesQuery } from '../../../api/organisations';
import type { SelectOption } from '../../../ui/fields/SelectField';
import { useGroupStatusOptions } from '../groups/useGroupFormContext';
import { referenceOptions } from '../shared/referenceLabel';

/** The contract's largest page: every jurisdiction is offered in one choice. */
const ALL_JURISDICTIONS = 1000;

export type OrganisationFormOptions = {
  types: readonly SelectOption<number>[];
  jurisdictions: readonly SelectOption<number>[];
  statuses: readonly SelectOption<number>[];
};

/** The choices of the organisation form: organisation types, jurisdictions, group statuses. */
export function useOrganisationFormOptions(): OrganisationFormOptions {
  const { i18n } = useLingui();
  const types = useQuery(organisationTypesQuery(i18n.locale));
  const jurisdictions = useQuery({
    ...jurisdictionsQuery({ pageSize: ALL_JURISDICTIONS, ordering: 'display_name' }),
    staleTime: 60_000,
  });
  return {
    types: referenceOptions(types.data),
    jurisdictions: (jurisdictions.data?.results ?? []).map((jurisdiction) => ({
      value: jurisdiction.id,
      label: jurisdiction.display_name,
    })),
    statuses: useGroupStatusOptions(),
  };
}
