import { describe, expect, it } from 'vitest';
import { userFullName } from './userName';

describe('a user’s name on screen', () => {
  it('is the first and last name, else the user name', () => {
    expect(userFullName({ first_name: 'Jean', last_name: 'Dupont', username: 'jdupont' })).toBe(
      'Jean Dupont',
    );
    expect(userFullName({ first_name: '', last_name: 'Dupont', username: 'jdupont' })).toBe('Dupont');
    expect(userFullName({ first_name: ' ', last_name: '', username: 'jdupont' })).toBe('jdupont');
  });
});
