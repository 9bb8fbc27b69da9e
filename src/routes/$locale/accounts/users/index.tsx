import { createFileRoute } from '@tanstack/react-router';
import { UserList } from '../../../../features/accounts/users/UserList';
import { userListCompanions, userListOptions } from '../../../../features/accounts/users/userListSearch';
import { userListSearchSchema } from '../../../../features/accounts/users/userListSearchSchema';
import { prefetchList } from '../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/accounts/users/')({
  validateSearch: userListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchList(userListOptions, userListCompanions),
  component: UserList,
});
