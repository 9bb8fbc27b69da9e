import { createFileRoute } from '@tanstack/react-router';
import { JurisdictionList } from '../../../features/jurisdictions/JurisdictionList';
import { jurisdictionListSearchSchema } from '../../../features/jurisdictions/jurisdictionListSearch';

export const Route = createFileRoute('/$locale/jurisdictions/')({
  validateSearch: jurisdictionListSearchSchema,
  component: JurisdictionList,
});
