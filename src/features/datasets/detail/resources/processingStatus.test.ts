import { describe, expect, it } from 'vitest';
import type { ProcessingEntry } from '../../../../api/resources';
import { processingStatus } from './processingStatus';

const entry = (
  id: number,
  state: ProcessingEntry['state'],
  acknowledged = false,
  task_id: number | null = id * 10,
): ProcessingEntry => ({ id, state, acknowledged, task_id });

describe('processingStatus', () => {
  it('says nothing for a resource never processed or processed successfully', () => {
    expect(processingStatus([])).toEqual({ pending: null, failures: [] });
    expect(processingStatus([entry(1, 'SUCCESS')])).toEqual({ pending: null, failures: [] });
  });

  it('shows the operation in progress when the latest entry is PENDING', () => {
    expect(processingStatus([entry(1, 'SUCCESS'), entry(2, 'PENDING')]).pending).toEqual(entry(2, 'PENDING'));
  });

  it('ignores an older PENDING entry followed by another operation', () => {
    expect(processingStatus([entry(3, 'SUCCESS'), entry(2, 'PENDING')]).pending).toBeNull();
  });

  it('lists the failures not acknowledged yet, oldest first, even after a later success', () => {
    expect(
      processingStatus([
        entry(4, 'FAILURE'),
        entry(1, 'FAILURE'),
        entry(2, 'FAILURE', true),
        entry(5, 'SUCCESS'),
      ]),
    ).toEqual({ pending: null, failures: [entry(1, 'FAILURE'), entry(4, 'FAILURE')] });
  });

  it('shows both a failure to acknowledge and a new operation in progress', () => {
    expect(processingStatus([entry(1, 'FAILURE'), entry(2, 'PENDING')])).toEqual({
      pending: entry(2, 'PENDING'),
      failures: [entry(1, 'FAILURE')],
    });
  });
});
