import { createFileRoute } from '@tanstack/react-router';
import { JurisdictionCreateScreen } from '../../../features/jurisdictions/JurisdictionScreens';

export const Route = createFileRoute('/$locale/jurisdictions/new')({
  component: JurisdictionCreateScreen,
});
