import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../auth/useSession';
import { runtimeConfig } from '../config/currentConfig';
import type { ServiceName } from '../config/runtimeConfig';
import { MenuLinkItem, menuButtonClassName, menuItemsClassName } from './MenuLinkItem';
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
    <Menu as="div" className="relative">
      <MenuButton className={menuButtonClassName}>
        {t`Services`}
        <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItemsClassName}>
        {services.map(({ name, url }) => (
          <MenuLinkItem key={name} href={url}>
            {i18n._(serviceLabels[name])}
          </MenuLinkItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
