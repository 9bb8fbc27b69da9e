import { createFileRoute } from '@tanstack/react-router';
import { UserCreate } from '../../../../features/accounts/users/UserCreate';

export const Route = createFileRoute('/$locale/accounts/users/new')({
  component: UserCreate,
});
