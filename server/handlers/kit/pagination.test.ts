import { describe, expect, test } from 'vitest';
import { HttpError } from '../../messages/errors.ts';
import type { HandlerContext } from './context.ts';
import { pageEnvelope, pageRequest } from './pagination.ts';

function context(query: Record<string, unknown>, pageSizeDefault = 20): HandlerContext {
  const url = new URL('http://x/fr/organisation/organisations/');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return {
    query,
    url,
    origin: 'https://catalogue.example.org',
    operation: {
      parameters: [
        {
          name: 'page_size',
          in: 'query',
          required: false,
          schemaPointer: '',
          schema: {},
          defaultValue: pageSizeDefault,
        },
      ],
    },
  } as unknown as HandlerContext;
}

const invalidPage = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? [error.status, error.body] : error;
  }
  return 'no error';
};

describe('pageRequest and pageEnvelope (DRF PageNumberPagination)', () => {
  test('page 2 of 45 by 20, with absolute links on the origin', () => {
    const ctx = context({ page: '2', page_size: '20' });
    const request = pageRequest(ctx, 45);
    expect(request).toEqual({ page: 2, pageSize: 20, offset: 20 });
    expect(pageEnvelope(ctx, request, 45, [])).toEqual({
      count: 45,
      next: 'https://catalogue.example.org/fr/organisation/organisations/?page=3&page_size=20',
      previous: 'https://catalogue.example.org/fr/organisation/organisations/?page_size=20',
      results: [],
    });
  });

  test('`last` is the last page; page 1 of an empty list exists', () => {
    expect(pageRequest(context({ page: 'last' }), 45)).toEqual({ page: 3, pageSize: 20, offset: 40 });
    expect(pageRequest(context({ page: 'last' }), 0)).toEqual({ page: 1, pageSize: 20, offset: 0 });
    expect(pageRequest(context({}), 0)).toEqual({ page: 1, pageSize: 20, offset: 0 });
    expect(pageRequest(context({ page: '' }), 45)).toEqual({ page: 1, pageSize: 20, offset: 0 });
  });

  test.each(['4', '0', '-1', 'abc', '1.5'])('page %j of 45 answers 404 Invalid page.', (page) => {
    expect(invalidPage(() => pageRequest(context({ page }), 45))).toEqual([404, { detail: 'Invalid page.' }]);
  });

  test('page_size above 1000 is 1000; an unusable one is the operation default', () => {
    expect(pageRequest(context({ page_size: '5000' }), 3000).pageSize).toBe(1000);
    expect(pageRequest(context({ page_size: 'abc' }, 50), 3000).pageSize).toBe(50);
    expect(pageRequest(context({ page_size: '0' }), 3000).pageSize).toBe(20);
  });
});
