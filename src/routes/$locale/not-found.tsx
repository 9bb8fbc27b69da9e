import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '../../app/NotFoundView';

export const Route = createFileRoute('/$locale/not-found')({
  component: NotFoundView,
});
