import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { notifyActionsUnavailable } from '../menus/actionsUnavailable';
import { createLazyModule } from '../menus/lazyModule';
import { preloadModalsOnFirstIntent } from './lazyModals';

export type ConfirmOptions = {
  title: MessageDescriptor;
  content?: MessageDescriptor | null;
  /** What confirming does; the modal closes when it resolves and stays open with the error when it rejects. */
  run: () => Promise<unknown>;
  /** The message shown when `run` fails, instead of the error catalogue's (e.g. 'An error occured while deleting dataset'). */
  failureMessage?: MessageDescriptor;
  /**
   * Reads the record again. Offered in place of Confirm once `run` is refused because the record
   * changed meanwhile (412): confirming again would be refused again (issue 48, U11).
   */
  reload?: () => Promise<unknown>;
};

export type GlobalModals = {
  confirm: (options: ConfirmOptions) => void;
  progress: {
    start: () => void;
    update: (percent: number) => void;
    reset: () => void;
  };
  closeAll: () => void;
};

const GlobalModalsContext = createContext<GlobalModals | null>(null);

type Command = (host: GlobalModals) => void;
type Host = ComponentType<{ onReady: (host: GlobalModals | null) => void }>;

/**
 * The modals' machines and their host are not needed to show the first screen (issue 49, bench
 * measure 1: the first screen's JavaScript): they load with the modals, on the person's first intent
 * (a pointer moving, a key, a touch) or on the first command, which waits for them.
 */
const hostModule = createLazyModule(() => import('./GlobalModalsHost'));

/**
 * The shell's confirmation and progress modals for every screen (`useGlobalModals`). A command given
 * before their code has arrived waits for it, in order; one that finds nothing open (a progress reset,
 * closing all) does not fetch it.
 */
export function GlobalModalsProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const host = useRef<GlobalModals | null>(null);
  const waiting = useRef<Command[]>([]);
  const [Host, setHost] = useState<Host | null>(() => hostModule.current()?.GlobalModalsHost ?? null);

  const load = useCallback(() => {
    hostModule.load().then(
      (module) => setHost(() => module.GlobalModalsHost),
      () => {
        // Nothing opens: the person is told, and the next command tries again.
        if (waiting.current.length === 0) return;
        waiting.current = [];
        notifyActionsUnavailable(i18n);
      },
    );
  }, [i18n]);

  const modals = useMemo<GlobalModals>(() => {
    const run = (command: Command) => {
      if (host.current) return command(host.current);
      waiting.current.push(command);
      load();
    };
    /** Resets what may be open: nothing is while the code has not arrived, save what waits for it. */
    const reset = (command: Command) => {
      if (host.current) command(host.current);
      else if (waiting.current.length > 0) waiting.current.push(command);
    };
    return {
      confirm: (options) => run((target) => target.confirm(options)),
      progress: {
        start: () => run((target) => target.progress.start()),
        update: (value) => run((target) => target.progress.update(value)),
        reset: () => reset((target) => target.progress.reset()),
      },
      closeAll: () => {
        if (host.current) host.current.closeAll();
        else waiting.current = [];
      },
    };
  }, [load]);

  const onReady = useCallback((ready: GlobalModals | null) => {
    host.current = ready;
    if (!ready) return;
    const commands = waiting.current;
    waiting.current = [];
    for (const command of commands) command(ready);
  }, []);

  useEffect(() => preloadModalsOnFirstIntent(load), [load]);

  return (
    <GlobalModalsContext.Provider value={modals}>
      {children}
      {Host ? <Host onReady={onReady} /> : null}
    </GlobalModalsContext.Provider>
  );
}

export function useGlobalModals(): GlobalModals {
  const modals = useContext(GlobalModalsContext);
  if (!modals) throw new Error('useGlobalModals needs GlobalModalsProvider');
  return modals;
}
