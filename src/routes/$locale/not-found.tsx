import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '../../shell/NotFoundView';

export const Route = createFileRoute('/$locale/not-found')({
  component: NotFoundView,
});
