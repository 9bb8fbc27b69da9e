import { afterAll, beforeAll } from 'vitest';
import { type AnswerServer, serveAnswers } from '../../../tests/fixtures/catalogues/serve.ts';
import type { RemoteOptions } from '../../net/remoteFetch.ts';
import type { CatalogueClient } from '../catalogues.ts';
import { readCatalogue } from '../readCatalogue.ts';
import { runTrial } from '../trial.ts';

// What the tests over the corpus of real answers (tests/fixtures/catalogues/SOURCES.md) share: the
// answers served offline on a loopback port for the whole test file, and the calls they make.

/** Loopback addresses allowed: the answers are served on 127.0.0.1. */
export const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 };

/** What a record holds of issue 45's fields when its answer gives none of them. */
export const NONE = {
  licence: null,
  bounds: null,
  distributions: [],
  contact: null,
  frequency: null,
} as const;

type Route = Parameters<typeof serveAnswers>[0];

/**
 * Serves `route` for the test file (started before its tests, closed after them); answers the
 * served address of a path and the requests made to a path so far.
 */
export function servedForTheFile(route: Route) {
  let server: AnswerServer | undefined;
  beforeAll(async () => {
    server = await serveAnswers(route);
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = (): AnswerServer => {
    if (!server) throw new Error('The answers are served from beforeAll on');
    return server;
  };
  return {
    at: (path: string) => `${started().base}${path}`,
    requestsTo: (path: string) => started().requests.filter((request) => request.startsWith(path)),
  };
}

/** The first page of 10 records a client reads at `url`, or the page at `offset`. */
export const firstPage = (client: CatalogueClient, url: string, offset = 0) =>
  client({ url, organisationFilter: null, offset, limit: 10, remote: loopback });

/** The whole catalogue at `url` as a harvest reads it, by pages of `pageSize` when given. */
export const harvest = (client: CatalogueClient, url: string, pageSize?: number) =>
  readCatalogue(client, { url, organisationFilter: null, remote: loopback }, pageSize ? { pageSize } : {});

/** The trial of an indexer of `implementation_type` at `url`, without organisation filter nor pattern. */
export const trial = (implementation_type: string, url: string) =>
  runTrial({ id: 1, implementation_type, url, organisation_filter: null, url_pattern: null }, loopback);
