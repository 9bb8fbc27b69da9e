import { createFileRoute, redirect } from '@tanstack/react-router';

// The child route '' of specification section 2 redirects to home/.
export const Route = createFileRoute('/$locale/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/home/', params, replace: true });
  },
});
