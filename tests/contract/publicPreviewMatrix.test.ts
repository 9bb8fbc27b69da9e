import { describe, expect, test } from 'vitest';
import { expectedMatrix, matrixPeople, runAccessMatrix } from './support/accessMatrix.ts';
import type { Fixtures } from './support/fixtures.ts';
import { pointsCsv, previewPath, processedUpload } from './support/preview.ts';
import type { TestServer } from './support/server.ts';
import { serverForFile } from './support/suite.ts';

// Issue 50's matrix, the preview's row: every level × anonymous, special permission `download`,
// plain member, other organisation; the preview needs `consultation` (decision 0038).

let server: TestServer;
let f: Fixtures;

serverForFile((ready) => {
  ({ server, f } = ready);
});

describe('who may open a preview (section 4)', () => {
  test('every level × the four people', async () => {
    const people = await matrixPeople(server, f);
    const processed = await processedUpload(f, pointsCsv(20), 'points.csv');
    for (const tail of ['', 'rows/', 'features/']) {
      expect(
        await runAccessMatrix(server, people, processed.dataset, previewPath(processed, tail)),
        tail,
      ).toEqual(expectedMatrix('consultation'));
    }
  });
});
