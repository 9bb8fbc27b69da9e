import { createFileRoute, redirect } from '@tanstack/react-router';
import { defaultLocale } from '../i18n/locales';

// `/publish/` has no screen of its own: it is the French home.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$locale/home/', params: { locale: defaultLocale }, replace: true });
  },
});
