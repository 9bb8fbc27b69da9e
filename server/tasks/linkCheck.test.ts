import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { attention, itemsOf, startKit } from '../model/attention/testing/testKit.ts';

// The periodic link check: a URL resource whose URL stops answering shows in "needs attention" as a
// broken URL of its dataset, and leaves it once the URL answers again.

const kit = startKit({ allowPrivateRemote: true, remoteTimeoutMs: 2_000 });

/** A loopback server answering every request with `status`. */
let status = 404;
let remote: Server;
let remoteUrl = '';
beforeAll(async () => {
  remote = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'text/csv' });
    res.end(status < 400 ? 'a,b\n1,2\n' : 'absent');
  });
  await new Promise<void>((done) => remote.listen(0, '127.0.0.1', done));
  const address = remote.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  remoteUrl = `http://127.0.0.1:${address.port}/donnees.csv`;
});
afterAll(() => new Promise<void>((done) => remote.close(() => done())));

test('a URL answering 404 is a broken URL resource of its dataset until it answers 200', async () => {
  const { f, server } = kit;
  const href = await f.linkedFile('href');
  await server.app.db.query('update linked_file set href = $1 where id = $2', [remoteUrl, href.id]);
  const [link] = await server.app.db.query<{ dataset_id: number }>(
    'select dataset_id from resource_dataset where resource_id = $1',
    [href.resource],
  );
  const producteur = f.client('producteur');

  status = 404;
  expect(await server.app.linkCheck.run()).toBeGreaterThan(0);
  const broken = itemsOf(await attention(producteur, 'en'), 'broken_url_resource').find(
    (item) => item.resource_id === href.resource,
  );
  expect(broken).toMatchObject({
    dataset_id: link?.dataset_id,
    detail: `The URL ${remoteUrl} answers 404: the resource is not accessible.`,
  });
  const other = itemsOf(await attention(kit.ctgProducteur), 'broken_url_resource');
  expect(other.some((item) => item.resource_id === href.resource)).toBe(false);

  status = 200;
  await server.app.linkCheck.run();
  const fixed = itemsOf(await attention(producteur), 'broken_url_resource');
  expect(fixed.some((item) => item.resource_id === href.resource)).toBe(false);
});

test('a URL nobody answers at is broken too, with the reason', async () => {
  const { f, server } = kit;
  const href = await f.linkedFile('href');
  // A port nothing listens on: the connection is refused.
  const closed = createServer();
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
  const address = closed.address();
  await new Promise<void>((done) => closed.close(() => done()));
  if (address === null || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}/absent.csv`;
  await server.app.db.query('update linked_file set href = $1 where id = $2', [url, href.id]);
  await server.app.linkCheck.run();
  const item = itemsOf(await attention(f.client('producteur'), 'fr'), 'broken_url_resource').find(
    (entry) => entry.resource_id === href.resource,
  );
  expect(item?.detail).toBe(`L’URL ${url} ne répond pas : 127.0.0.1:${address.port} refuse la connexion.`);
});

test('a URL under a reserved domain (the seed’s demonstration links) is not checked', async () => {
  const { f, server } = kit;
  const href = await f.linkedFile('href');
  await server.app.db.query('update linked_file set href = $1 where id = $2', [
    'https://donnees.exemple.example/arrets.csv',
    href.id,
  ]);
  await server.app.db.query('delete from url_check where resource_id = $1', [href.resource]);
  await server.app.linkCheck.run();
  const rows = await server.app.db.query('select 1 from url_check where resource_id = $1', [href.resource]);
  expect(rows).toHaveLength(0);
});
