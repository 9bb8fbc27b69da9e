import { createFileRoute } from '@tanstack/react-router';
import { AccountsHub } from '../../../features/accounts/hub/AccountsHub';
import { hubSearchSchema } from '../../../features/accounts/hub/hubSearch';

export const Route = createFileRoute('/$locale/accounts/')({
  validateSearch: hubSearchSchema,
  component: AccountsHub,
});
