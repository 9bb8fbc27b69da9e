import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './errors';
import { fetchResourceDataPreview, isReadableDataUri } from './resourceData';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchResourceDataPreview', () => {
  it('reads the data URI with a referrer policy that keeps Referer, asking for the first bytes only', async () => {
    const fetchMock = stubFetch(
      new Response('nom;x;y\nCayenne;-52.3;4.9\n', { headers: { 'Content-Type': 'text/csv' } }),
    );
    const preview = await fetchResourceDataPreview('/media/resources/9/arrets.csv', { maxBytes: 1024 });
    expect(preview).toEqual({
      text: 'nom;x;y\nCayenne;-52.3;4.9\n',
      contentType: 'text/csv',
      truncated: false,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/media/resources/9/arrets.csv');
    expect(init?.referrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Range')).toBe('bytes=0-1023');
  });

  it('stops at the limit when the server sends everything', async () => {
    stubFetch(new Response('a'.repeat(100)));
    const preview = await fetchResourceDataPreview('/media/x.csv', { maxBytes: 10 });
    expect(preview.text).toBe('a'.repeat(10));
    expect(preview.truncated).toBe(true);
  });

  it('knows from a partial answer whether more follows', async () => {
    stubFetch(new Response('abcd', { status: 206, headers: { 'Content-Range': 'bytes 0-3/4' } }));
    expect((await fetchResourceDataPreview('/media/x.csv', { maxBytes: 4 })).truncated).toBe(false);
    stubFetch(new Response('abcd', { status: 206, headers: { 'Content-Range': 'bytes 0-3/900' } }));
    expect((await fetchResourceDataPreview('/media/x.csv', { maxBytes: 4 })).truncated).toBe(true);
  });

  it('fails with the catalogue’s error', async () => {
    stubFetch(new Response('', { status: 404 }));
    await expect(fetchResourceDataPreview('/media/none.csv')).rejects.toBeInstanceOf(ApiRequestError);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(fetchResourceDataPreview('https://elsewhere.example/x.csv')).rejects.toMatchObject({
      error: { kind: 'network' },
    });
  });
});

describe('isReadableDataUri', () => {
  it.each([
    ['/media/resources/9/a.csv', true],
    ['https://data.example.org/a.csv', true],
    ['datastore://datastore/datastore.communes', false],
    ['//elsewhere/a.csv', false],
  ])('%s → %s', (uri, expected) => {
    expect(isReadableDataUri(uri)).toBe(expected);
  });
});
