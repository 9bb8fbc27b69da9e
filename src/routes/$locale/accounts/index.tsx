import { createFileRoute } from '@tanstack/react-router';
import { AccountsHub } from '../../../features/accounts/hub/AccountsHub';
import { prefetchRequestLists } from '../../../features/accounts/hub/hubLoader';
import { hubSearchSchema } from '../../../features/accounts/hub/hubSearch';

export const Route = createFileRoute('/$locale/accounts/')({
  validateSearch: hubSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchRequestLists,
  component: AccountsHub,
});
