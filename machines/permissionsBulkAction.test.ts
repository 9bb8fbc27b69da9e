import { describe, expect, it } from 'vitest';
import { levelOf } from './permissionsBulkAction.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { permissionsBulkActionModel } from './testing/models/permissionsBulkAction.model.ts';

describeMachineModel(permissionsBulkActionModel);

describe('permission bulk actions', () => {
  it('removes rights with level none and grants the other levels as named', () => {
    expect(levelOf('remove')).toBe('none');
    expect(levelOf('search')).toBe('search');
    expect(levelOf('consultation')).toBe('consultation');
    expect(levelOf('download')).toBe('download');
  });
});
