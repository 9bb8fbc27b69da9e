import { createFileRoute, redirect } from '@tanstack/react-router';

// Unknown paths under a locale go to the not-found page of that locale.
export const Route = createFileRoute('/$locale/$')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/not-found/', params: { locale: params.locale }, replace: true });
  },
});
