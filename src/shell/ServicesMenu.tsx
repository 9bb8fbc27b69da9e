import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../auth/useSession';
import { runtimeConfig } from '../config/currentConfig';
import type { ServiceName } from '../config/runtimeConfig';
import { LazyHeaderMenu } from './menus/LazyHeaderMenu';
import { visibleServices } from './services';

const serviceLabels: Record<ServiceName, MessageDescriptor> = {
  portal: msg`Data portal`,
  maps: msg`Map viewer`,
  contribution: msg`Contribution tool`,
  statistics: msg`Statistics`,
  mapServer: msg`Map server`,
  metadataServer: msg`Metadata catalogue server`,
};

/** The header's links to the platform's other services, as the configuration and the person allow. */
export function ServicesMenu() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const services = visibleServices(runtimeConfig().services, session.userData?.is_superuser ?? false);
  if (services.length === 0) return null;
  return (
    <LazyHeaderMenu
      button={{
        content: (
          <>
            {t`Services`}
            <span aria-hidden="true">▾</span>
          </>
        ),
      }}
      entries={services.map(({ name, url }) => ({
        key: name,
        label: i18n._(serviceLabels[name]),
        href: url,
      }))}
    />
  );
}
