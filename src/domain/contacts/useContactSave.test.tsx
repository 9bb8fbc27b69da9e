import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, jsonResponse, testQueryClient } from '../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../notifications/notificationStore';
import { useContactSave } from './useContactSave';

const input = { name: 'SIG', email: 'sig@cacl.fr', phone: null, position: null, usergroup: 2, role: null };

function renderSave() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  return renderHook(() => useContactSave(), { wrapper }).result;
}

const toasts = () => getNotifications().map(({ kind, title, lines }) => ({ kind, title, lines }));

beforeEach(() => clearNotifications());
afterEach(() => setApiClient());

describe('useContactSave', () => {
  it('creates a contact with POST and updates one with PUT', async () => {
    const api = fakeApi((request) =>
      jsonResponse({ id: 9, ...input }, request.method === 'POST' ? 201 : 200),
    );
    const save = renderSave();
    await act(async () => {
      expect((await save.current.save(input)).contact?.id).toBe(9);
      expect((await save.current.save(input, 9)).contact?.id).toBe(9);
    });
    expect(api.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /fr/dataset/contacts/',
      'PUT /fr/dataset/contacts/9/',
    ]);
    expect(toasts()).toEqual([]);
  });

  it("a refused update: 'Error during update of contact' with the 'field : message' lines, errors for the form", async () => {
    fakeApi(() => jsonResponse({ email: ['Enter a valid email address.'] }, 400));
    const save = renderSave();
    let result: Awaited<ReturnType<typeof save.current.save>> | undefined;
    await act(async () => {
      result = await save.current.save(input, 9);
    });
    expect(result).toEqual({ contact: null, errors: { email: ['Enter a valid email address.'] } });
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Error during update of contact',
        lines: ['email : Enter a valid email address.'],
      },
    ]);
  });

  it("a failed update without field messages still says 'Error during update of contact'", async () => {
    fakeApi(() => jsonResponse({}, 500));
    const save = renderSave();
    await act(async () => {
      await save.current.save(input, 9);
    });
    expect(toasts()).toEqual([{ kind: 'error', title: null, lines: ['Error during update of contact'] }]);
  });

  it('a refused creation is toasted like any failure (title Error, field : message)', async () => {
    fakeApi(() => jsonResponse({ name: ['This field may not be blank.'] }, 400));
    const save = renderSave();
    await act(async () => {
      await save.current.save(input);
    });
    expect(toasts()).toEqual([
      { kind: 'error', title: 'Error', lines: ['name : This field may not be blank.'] },
    ]);
  });
});
