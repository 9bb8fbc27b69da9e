import { expect, test } from 'vitest';
import { answerJson } from '../../tests/fixtures/catalogues/serve.ts';
import { dcatJsonLdSettings, readDcatJsonLdOffThread } from './dcatJsonLdPool.ts';

// A catalogue too large for the worker thread's heap fails alone, with its reason; the server and
// the next catalogue are not affected. In its own file: the worker starts with this file's heap.

type Pod = { dataset: Record<string, unknown>[] } & Record<string, unknown>;
const POD = answerJson<Pod>('dcat/ckanext-dcat-catalog-pod.jsonld');
const URL_OF = 'http://catalogue.example.org/data.json';

test('a catalogue that runs the worker out of memory fails with its reason; the next one reads', async () => {
  const saved = dcatJsonLdSettings.heapMb;
  dcatJsonLdSettings.heapMb = 64;
  try {
    const huge: Pod = {
      ...POD,
      dataset: Array.from({ length: 10_000 }, (_, i) => ({
        ...POD.dataset[0],
        '@id': `http://www.agency.gov/datasets/widgets-${i}`,
        identifier: `widgets-${i}`,
      })),
    };
    await expect(readDcatJsonLdOffThread(huge, URL_OF)).rejects.toMatchObject({
      code: 'protocol',
      message:
        'Le catalogue DCAT est trop grand pour être lu : sa lecture dépasse la mémoire réservée au moissonneur.',
    });
    expect((await readDcatJsonLdOffThread(POD, URL_OF)).records).toHaveLength(1);
  } finally {
    dcatJsonLdSettings.heapMb = saved;
  }
});
