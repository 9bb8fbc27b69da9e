import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBlob, filenameFromContentDisposition, saveBlob } from './download';
import { ApiRequestError } from './errors';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="datasets-odl.csv"', 'datasets-odl.csv'],
    ['attachment; filename=export.csv', 'export.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'donn%C3%A9es%20ODL.csv', 'données ODL.csv'],
    ['attachment', 'default.csv'],
    [null, 'default.csv'],
  ])('%s gives %s', (header, expected) => {
    expect(filenameFromContentDisposition(header, 'default.csv')).toBe(expected);
  });
});

describe('saveBlob', () => {
  it('clicks a download link on an object URL, then revokes it', () => {
    vi.useFakeTimers();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    saveBlob(new Blob(['a']), 'a.csv');
    expect(clicked).toEqual(['a.csv blob:file']);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:file');
  });
});

describe('fetchBlob', () => {
  it('reads a URL outside the contract with the cookies', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(new Blob(['img'])));
    vi.stubGlobal('fetch', fetchMock);
    // File URLs come from the server as absolute URLs (DRF), and are fetched as given.
    const blob = await fetchBlob('http://localhost:3000/media/images/thumb.png');
    expect(await blob.text()).toBe('img');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3000/media/images/thumb.png');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('fails with the typed error', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }));
    const error = await fetchBlob('/media/none.png').catch((thrown: unknown) => thrown);
    expect(error instanceof ApiRequestError && error.error.kind).toBe('fields');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const network = await fetchBlob('/media/none.png').catch((thrown: unknown) => thrown);
    expect(network instanceof ApiRequestError && network.error.kind).toBe('network');
  });
});
