import { createFileRoute } from '@tanstack/react-router';
import { JurisdictionList } from '../../../features/jurisdictions/JurisdictionList';
import { jurisdictionListOptions } from '../../../features/jurisdictions/jurisdictionListSearch';
import { jurisdictionListSearchSchema } from '../../../features/jurisdictions/jurisdictionListSearchSchema';
import { prefetchList } from '../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/jurisdictions/')({
  validateSearch: jurisdictionListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchList(jurisdictionListOptions),
  component: JurisdictionList,
});
