import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BootMachine } from './boot';

export type BootActor = ActorRefFrom<BootMachine>;

export const BootActorContext = createContext<BootActor | null>(null);

function useBootActor(): BootActor {
  const actor = useContext(BootActorContext);
  if (!actor) throw new Error('The boot actor is provided by App');
  return actor;
}

/** Whether the datastore and the map server answered their checks at start (false until known). */
export function useServiceAvailability(): { datastore: boolean; mapServer: boolean } {
  const services = useSelector(useBootActor(), (snapshot) => snapshot.context.services);
  return { datastore: services.datastore === true, mapServer: services.mapServer === true };
}

/** True while the session is being authenticated again (on entering a locale route). */
export function useIsAuthenticating(): boolean {
  return useSelector(useBootActor(), (snapshot) => snapshot.hasTag('busy'));
}
