import { createFileRoute } from '@tanstack/react-router';
import { UserList } from '../../../../features/accounts/users/UserList';
import { userListSearchSchema } from '../../../../features/accounts/users/userListSearch';

export const Route = createFileRoute('/$locale/accounts/users/')({
  validateSearch: userListSearchSchema,
  component: UserList,
});
