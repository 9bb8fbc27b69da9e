import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Whether the provider fetched and mounted the modals' host (the module itself is loaded once per
// worker, so its mounts are counted rather than its imports).
const loaded = vi.hoisted(() => ({ host: 0 }));
vi.mock('./GlobalModalsHost', async (importOriginal) => {
  const original = await importOriginal<typeof import('./GlobalModalsHost')>();
  return {
    GlobalModalsHost: (props: Parameters<typeof original.GlobalModalsHost>[0]) => {
      if (loaded.host === 0) loaded.host = 1;
      return original.GlobalModalsHost(props);
    },
  };
});

let modalsModule: typeof import('./globalModals');

/** Lets the dynamic imports started by an event settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function Commands({ run }: { run: () => Promise<unknown> }) {
  const modals = modalsModule.useGlobalModals();
  const title = { id: 'test.remove', message: 'Remove the layer?' };
  return (
    <>
      <button type="button" onClick={() => modals.confirm({ title, run })}>
        Remove
      </button>
      <button type="button" onClick={() => modals.progress.reset()}>
        Reset
      </button>
      <button type="button" onClick={() => modals.closeAll()}>
        Close all
      </button>
    </>
  );
}

function renderProvider(children: ReactNode) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const { GlobalModalsProvider } = modalsModule;
  return render(
    <I18nProvider i18n={i18n}>
      <GlobalModalsProvider>{children}</GlobalModalsProvider>
    </I18nProvider>,
  );
}

// The modals' machines are not part of the first screen (issue 49, bench measure 1): their module
// loads on the person's first intent or on the first command, which waits for it.
describe('the global modals load their machines when needed', () => {
  beforeEach(async () => {
    // A fresh provider module each time: the loaded host is kept by the module for the page's life.
    vi.resetModules();
    loaded.host = 0;
    modalsModule = await import('./globalModals');
  });

  it('loads nothing for the first screen, nor to reset what is not open; a confirmation loads them and opens', async () => {
    const run = vi.fn(async () => {});
    renderProvider(<Commands run={run} />);
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close all' }));
    await settled();
    expect(loaded.host).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the layer?' });
    expect(loaded.host).toBe(1);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('loads them on the first pointer move', async () => {
    renderProvider(<Commands run={async () => {}} />);
    await settled();
    expect(loaded.host).toBe(0);
    fireEvent.pointerMove(window);
    await waitFor(() => expect(loaded.host).toBe(1));
  });
});
