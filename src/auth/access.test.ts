import { describe, expect, it } from 'vitest';
import { canAccess, decideRoute } from './access';
import type { SessionUser } from './session';

function user(roles: number[], is_superuser = false): SessionUser {
  return {
    id: 1,
    username: 'u',
    first_name: '',
    last_name: '',
    is_superuser,
    usergroup_roles: roles.map((role) => ({ role })),
  };
}

const superuser = user([], true);
const accountAdmin = user([2]);
const publisher = user([1]);
const publisherAndAdmin = user([1, 2]);
const member = user([]);

// Every rule of specification section 6, as a table: path, person, expected.
describe('canAccess', () => {
  it.each([
    ['/fr/home/', null, true],
    ['/fr/home/', member, true],
    ['/fr/accounts/', superuser, true],
    ['/fr/data/datasets/', superuser, true],
    ['/fr/accounts/', accountAdmin, true],
    ['/fr/accounts/users/12/', accountAdmin, true],
    ['/fr/accounts/usergroup/3/indexer/new/', accountAdmin, true],
    ['/fr/accounts/', publisher, false],
    ['/fr/accounts/', member, false],
    ['/fr/accounts/', null, false],
    ['/fr/data/', publisher, true],
    ['/fr/data/datasets/4/permissions/', publisher, true],
    ['/fr/data/', accountAdmin, true],
    ['/fr/data/', member, false],
    ['/fr/data/tasks/', null, false],
    ['/fr/jurisdictions/', member, true],
    ['/fr/logs/dataset/4/', member, false],
    ['/fr/logs/dataset/4/', publisher, true],
    ['/fr/logs/remoteapiindex/4/', member, true],
    ['/fr/accounts/', publisherAndAdmin, true],
  ] as const)('%s for %o is %s', (path, person, expected) => {
    expect(canAccess(path, person)).toBe(expected);
  });
});

describe('decideRoute', () => {
  it('sends a signed-out person on a guarded path to sign in', () => {
    expect(decideRoute('/fr/data/datasets/', null)).toBe('signIn');
    expect(decideRoute('/fr/jurisdictions/', null)).toBe('signIn');
  });
  it('shows the 403 page to a signed-in person without the role', () => {
    expect(decideRoute('/fr/accounts/users/', publisher)).toBe('forbidden');
  });
  it('lets anyone see the welcome page', () => {
    expect(decideRoute('/fr/home/', null)).toBe('allowed');
  });
});
