import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, jsonResponse } from '../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../notifications/notificationStore';
import { renderPanel } from '../../ui/testing/renderPanel';
import { PublishToggle } from './PublishToggle';

// A switch nobody touched builds no publication machine (issue 49, TBT): it is the dormant stand-in
// until its first use, then Headless UI's switch with its machine (Headless UI marks its own
// elements with `data-headlessui-state`). Observed in the page rather than by mocking the machine's
// module: the unit tests share their modules (isolate: false), so a mock may meet the module already
// loaded by another file.
const awake = () => toggle().hasAttribute('data-headlessui-state');

afterEach(() => {
  setApiClient();
  clearNotifications();
});

const SCENARIOS = [
  { id: 1, codename: 'publish-dataset', action: 'create' },
  { id: 2, codename: 'unpublish-dataset', action: 'update' },
];

/** Lets a test refresh the list's flag, as a new read of the list does. */
const control: { refresh: (published: boolean) => void } = { refresh: () => undefined };

/** The switch as the list shows it, published at first. */
function Harness() {
  const [published, setPublished] = useState(true);
  control.refresh = setPublished;
  return <PublishToggle datasetId={5} name="Arrêts" published={published} />;
}

/** A fake server whose scenario list waits for `release`; runs answer 202. */
function heldScenarios(scenarios: readonly unknown[]) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = fakeApi(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/_scenarios/')) {
      await held;
      return jsonResponse(scenarios);
    }
    if (pathname.endsWith('/run/')) return jsonResponse({ task_id: 9, status: 'PENDING' }, 202);
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
  return { api, release };
}

const toggle = () => screen.getByRole('switch', { name: /Arrêts$/ });

describe('PublishToggle', () => {
  it('takes a refreshed flag while nothing runs', async () => {
    const { api } = heldScenarios(SCENARIOS);
    await renderPanel(<Harness />);
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    act(() => control.refresh(false));
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    expect(api.requests).toEqual([]);
  });

  it('keeps its run when the flag is refreshed during it, then takes the new state', async () => {
    const { api, release } = heldScenarios(SCENARIOS);
    const { user } = await renderPanel(<Harness />);
    await user.click(toggle());
    await api.requested();
    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBe('true'));
    // The list is read again meanwhile and already says unpublished: the run is not dropped.
    act(() => control.refresh(false));
    expect(toggle().getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBe('false'));
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(api.requests.map((request) => `${request.method} ${request.url.slice(3)}`)).toEqual([
      'GET /dataset/datasets/5/_scenarios/',
      'POST /dataset/datasets/5/_scenarios/2/run/?asynchrone=true',
    ]);
    expect(getNotifications().map((notification) => notification.lines)).toEqual([
      ['Unpublication of the dataset Arrêts launched successfully'],
    ]);
  });

  it('keeps its failure and Retry when the flag is refreshed after it', async () => {
    const { release } = heldScenarios([{ id: 7, codename: 'update-dataset', action: 'update' }]);
    release();
    const { user } = await renderPanel(<Harness />);
    await user.click(toggle());
    const retry = await screen.findByRole('button', { name: 'Retry — Arrêts' });
    expect(getNotifications().at(-1)).toMatchObject({
      title: 'No scenario found',
      lines: ['No dataset publication scenario found'],
    });
    act(() => control.refresh(false));
    expect(screen.getByRole('button', { name: 'Retry — Arrêts' })).toBe(retry);
    expect(toggle().getAttribute('aria-checked')).toBe('true');
  });

  it('builds its machine on its first press, which it runs, keeping the focus', async () => {
    const { api, release } = heldScenarios(SCENARIOS);
    const { user } = await renderPanel(<Harness />);
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(toggle().getAttribute('aria-busy')).toBe('false');
    act(() => control.refresh(false));
    act(() => control.refresh(true));
    expect(awake()).toBe(false);
    await user.click(toggle());
    await api.requested();
    await waitFor(() => expect(awake()).toBe(true));
    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(toggle()));
    release();
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    expect(api.requests.map((request) => `${request.method} ${request.url.slice(3)}`)).toEqual([
      'GET /dataset/datasets/5/_scenarios/',
      'POST /dataset/datasets/5/_scenarios/2/run/?asynchrone=true',
    ]);
  });

  it('toggles from the keyboard as the real switch does: Space, not Enter', async () => {
    const { api } = heldScenarios(SCENARIOS);
    const { user } = await renderPanel(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(toggle());
    await user.keyboard('{Enter}');
    expect(awake()).toBe(false);
    await user.keyboard(' ');
    await api.requested();
    await waitFor(() => expect(awake()).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(toggle()));
    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBe('true'));
  });

  it('toggles from a press on its label', async () => {
    const { api } = heldScenarios(SCENARIOS);
    const { user } = await renderPanel(<Harness />);
    await user.click(screen.getByText('Published'));
    await api.requested();
    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(toggle()));
  });
});
