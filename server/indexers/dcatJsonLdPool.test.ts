import { describe, expect, test } from 'vitest';
import { answerJson } from '../../tests/fixtures/catalogues/serve.ts';
import { RemoteError } from '../net/remoteFetch.ts';
import { readDcatJsonLd } from './dcatJsonLd.ts';
import { readDcatJsonLdOffThread } from './dcatJsonLdPool.ts';

// DCAT JSON-LD is read in a worker thread (issue 28): a big catalogue's expansion no longer holds
// the event loop every request shares.

const URL_OF = 'http://catalogue.example.org/data.json';
type Pod = { dataset: Record<string, unknown>[] } & Record<string, unknown>;
const POD = answerJson<Pod>('dcat/ckanext-dcat-catalog-pod.jsonld');

/** ckanext-dcat's DCAT-US example with its dataset 1,000 times (5.5 MB), each its own @id and identifier. */
const BIG: Pod = {
  ...POD,
  dataset: Array.from({ length: 1_000 }, (_, i) => ({
    ...POD.dataset[0],
    '@id': `http://www.agency.gov/datasets/widgets-${i}`,
    identifier: `widgets-${i}`,
  })),
};

describe('DCAT JSON-LD read in a worker thread', () => {
  test('a big catalogue: timers keep firing while it is read, and it reads as on the event loop', async () => {
    // The worker loads the reader once (about a second with tsx): what follows times the reading.
    await readDcatJsonLdOffThread(POD, URL_OF);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    let page: Awaited<ReturnType<typeof readDcatJsonLdOffThread>>;
    try {
      page = await readDcatJsonLdOffThread(BIG, URL_OF);
    } finally {
      clearInterval(timer);
    }
    // Read on the event loop, no timer fires until the whole catalogue is expanded (0 ticks).
    expect(ticks).toBeGreaterThan(2);
    expect(page.records).toHaveLength(1_000);
    expect(page.records[999]).toEqual((await readDcatJsonLd(BIG, URL_OF)).records[999]);
    expect(page.records[999]?.identifier).toBe('widgets-999');
  });

  test('catalogues asked together are each answered with their own records', async () => {
    const [small, big] = await Promise.all([
      readDcatJsonLdOffThread(POD, URL_OF),
      readDcatJsonLdOffThread({ ...BIG, dataset: BIG.dataset.slice(0, 3) }, URL_OF),
    ]);
    expect(small.records.map((r) => r.identifier)).toEqual(['widgets-0001']);
    expect(big.records.map((r) => r.identifier)).toEqual(['widgets-0', 'widgets-1', 'widgets-2']);
  });

  test('a catalogue that does not read fails with its reason, as a protocol error; the next one reads', async () => {
    const refused = readDcatJsonLdOffThread(
      { '@context': 'https://example.org/context.jsonld', dataset: [] },
      URL_OF,
    );
    await expect(refused).rejects.toBeInstanceOf(RemoteError);
    await expect(refused).rejects.toMatchObject({
      code: 'protocol',
      message: expect.stringContaining('https://example.org/context.jsonld'),
    });
    expect((await readDcatJsonLdOffThread(POD, URL_OF)).records).toHaveLength(1);
  });
});
