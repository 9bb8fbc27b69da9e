import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { activateLocale } from '../../i18n/i18n';
import { AppShell } from '../../shell/AppShell';
import { defaultLocale, isLocale, pathWithoutInvalidLocale } from '../../i18n/locales';

export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, location }) => {
    if (!isLocale(params.locale)) {
      throw redirect({
        to: '/$locale/$/',
        params: { locale: defaultLocale, _splat: pathWithoutInvalidLocale(location.pathname.replace(/^\/publish/, '')) },
        search: true,
        hash: location.hash,
        replace: true,
      });
    }
    await activateLocale(params.locale);
  },
  component: LocaleLayout,
});

function LocaleLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
