import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ confirm: 0, progress: 0 }));
vi.mock('../../ui/modals/ConfirmModal', () => {
  loaded.confirm += 1;
  return { ConfirmModal: () => null };
});
vi.mock('../../ui/modals/ProgressModal', () => {
  loaded.progress += 1;
  return { ProgressModal: () => null };
});

const { preloadModalsOnFirstIntent } = await import('./lazyModals');

/** Lets the dynamic imports started by an event settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the global modals load on the first intent', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('loads nothing for the first screen, then both modals on the first pointer move', async () => {
    stop = preloadModalsOnFirstIntent();
    await settled();
    expect(loaded).toEqual({ confirm: 0, progress: 0 });
    window.dispatchEvent(new Event('pointermove'));
    await vi.waitFor(() => expect(loaded).toEqual({ confirm: 1, progress: 1 }));
  });
});
