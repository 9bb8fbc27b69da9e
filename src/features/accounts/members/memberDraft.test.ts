import { describe, expect, it } from 'vitest';
import type { UserGroupMember } from '../../../api/usergroupMembers';
import { draftOf, withDraft } from './memberDraft';

const member: UserGroupMember = {
  user: {
    id: 7,
    username: 'jdupont',
    first_name: 'Jean',
    last_name: 'Dupont',
    email: 'j@x.fr',
    date_joined: '2026-01-01T00:00:00Z',
  },
  role: 1,
  status: 1,
  date_joined: '2026-01-02T00:00:00Z',
};

describe('a member being changed in the table', () => {
  it('shows the saved role and status until changed', () => {
    expect(draftOf(new Map(), member)).toEqual({ role: 1, status: 1 });
  });

  it('keeps each change, and forgets it once back to the saved values', () => {
    const changed = withDraft(new Map(), member, { status: 2 });
    expect(draftOf(changed, member)).toEqual({ role: 1, status: 2 });
    const roleToo = withDraft(changed, member, { role: null });
    expect(draftOf(roleToo, member)).toEqual({ role: null, status: 2 });
    const back = withDraft(withDraft(roleToo, member, { role: 1 }), member, { status: 1 });
    expect(back.size).toBe(0);
  });
});
