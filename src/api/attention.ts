import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';

/*
 * What needs attention (GET dashboard/attention/, issue 32), apart from the task repairs of taskCare.ts:
 * the home screen shows the report and loads the repairs only when a person acknowledges a failure
 * (issue 49, bench measure 1: the first screen's JavaScript).
 */

export type AttentionKind = components['schemas']['AttentionKind'];
export type AttentionItem = components['schemas']['AttentionItem'];
export type AttentionEntry = components['schemas']['AttentionEntry'];
export type AttentionReport = components['schemas']['AttentionReport'];

/** The attention report is a read of its own, beside the task queue's keys. */
export const attentionKeys = {
  all: ['dashboard', 'attention'] as const,
  report: (page: AttentionPageQuery) => ['dashboard', 'attention', page] as const,
};

/** Which page of "needs attention" a panel shows, of which kind (all when none). */
export type AttentionPageQuery = { page: number; pageSize: number; kind: AttentionKind | null };

export function listAttention(query: AttentionPageQuery, { signal }: RequestOptions = {}) {
  const { page, pageSize, kind } = query;
  return call(
    http().GET('/dashboard/attention/', {
      params: { query: { page, page_size: pageSize, ...(kind ? { kind } : {}) } },
      signal,
    }),
  );
}

export function attentionQuery(query: AttentionPageQuery = { page: 1, pageSize: 20, kind: null }) {
  return queryOptions({
    queryKey: attentionKeys.report(query),
    queryFn: ({ signal }) => listAttention(query, { signal }),
  });
}
