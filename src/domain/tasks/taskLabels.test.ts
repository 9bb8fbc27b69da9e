import { describe, expect, it } from 'vitest';
import { isFinished, objectClassLabel } from './taskLabels';

describe('task labels', () => {
  it.each([
    ['PENDING', false],
    ['STARTED', false],
    ['SUCCESS', true],
    ['FAILURE', true],
  ] as const)('%s is finished: %s', (status, finished) => {
    expect(isFinished(status)).toBe(finished);
  });

  it('names the known object classes and leaves the others to the server', () => {
    expect(objectClassLabel('remoteapiindex')?.message).toBe('Indexer');
    expect(objectClassLabel('constructor')).toBeNull();
    expect(objectClassLabel('somethingnew')).toBeNull();
  });
});
