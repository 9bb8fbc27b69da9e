import { type RuntimeConfig, type ServiceName, serviceNames } from '../config/runtimeConfig';

/**
 * The header's services (specification section 1): a service is shown when it is available, or when the
 * person is a superuser and the service is enabled for superusers.
 */
export function visibleServices(
  services: RuntimeConfig['services'],
  isSuperuser: boolean,
): Array<{ name: ServiceName; url: string }> {
  return serviceNames
    .filter((name) => services[name].available || (isSuperuser && services[name].enabledForSuperusers))
    .map((name) => ({ name, url: services[name].url }));
}
