import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './http';
import { listOrganisations } from './organisations';
import { fakeApi, jsonResponse } from './testing/fakeApi';

afterEach(() => setApiClient());

const lastPage = {
  count: 41,
  next: null,
  previous: 'http://localhost:3000/fr/organisation/organisations/?page=2&page_size=20',
  results: [{ id: 9 }],
};

describe('a page that no longer exists', () => {
  it('is asked again as the last page, whose count lets the table move there', async () => {
    const server = fakeApi((request) =>
      new URL(request.url).searchParams.get('page') === 'last'
        ? jsonResponse(lastPage)
        : jsonResponse({ detail: 'Invalid page.' }, 404),
    );
    await expect(listOrganisations({ page: 5 })).resolves.toEqual(lastPage);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/fr/organisation/organisations/?page=5&page_size=20&usergroup__status__in=2',
      '/fr/organisation/organisations/?page=last&page_size=20&usergroup__status__in=2',
    ]);
  });

  it.each(['Page non valide.', 'Pagina non valida.'])(
    'is recognised in the language the backend answers in: %s',
    async (detail) => {
      const server = fakeApi((request) =>
        new URL(request.url).searchParams.get('page') === 'last'
          ? jsonResponse(lastPage)
          : jsonResponse({ detail }, 404),
      );
      await expect(listOrganisations({ page: 5 })).resolves.toEqual(lastPage);
      expect(server.requests).toHaveLength(2);
    },
  );

  it('leaves other 404 answers as they are', async () => {
    const server = fakeApi(() => jsonResponse({ detail: 'Not found.' }, 404));
    await expect(listOrganisations({ page: 5 })).rejects.toMatchObject({
      error: { status: 404, detail: 'Not found.' },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('does not ask again for page 1, which always exists', async () => {
    const server = fakeApi(() => jsonResponse({ detail: 'Invalid page.' }, 404));
    await expect(listOrganisations({ page: 1 })).rejects.toBeDefined();
    expect(server.requests).toHaveLength(1);
  });
});
