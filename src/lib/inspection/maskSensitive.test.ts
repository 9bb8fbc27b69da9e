import { describe, expect, it } from 'vitest';
import { MASK, maskSensitive } from './maskSensitive.ts';

describe('maskSensitive', () => {
  it('masks secrets and personal data at any depth and keeps the rest', () => {
    const snapshot = {
      context: {
        user: { id: 7, username: 'producteur', first_name: 'Jeanne', last_name: 'Martin', email: 'j@x.fr' },
        form: { password: 'producteur', csrfToken: 'abc', phone_number: '0601020304' },
        submission: { name: 'Routes', sld: '<StyledLayerDescriptor/>' },
      },
      event: { type: 'session.revalidate', returnPath: '/publish/fr/' },
    };
    expect(maskSensitive(snapshot)).toEqual({
      context: {
        user: { id: 7, username: 'producteur', first_name: MASK, last_name: MASK, email: MASK },
        form: { password: MASK, csrfToken: MASK, phone_number: MASK },
        submission: { name: 'Routes', sld: MASK },
      },
      event: { type: 'session.revalidate', returnPath: '/publish/fr/' },
    });
  });

  it('leaves the original object untouched', () => {
    const context = { token: 'secret-value' };
    maskSensitive(context);
    expect(context.token).toBe('secret-value');
  });

  it('shows a file by its name and size, never its contents', () => {
    const file = new File(['x,y\n1,2\n'], 'points.csv', { type: 'text/csv' });
    expect(maskSensitive({ input: { file, resourceId: 3 } })).toEqual({
      input: { file: '[file points.csv, 8 bytes]', resourceId: 3 },
    });
  });

  it('keeps errors readable and cuts circular references', () => {
    const parent: { name: string; self?: unknown; cause?: unknown } = { name: 'parent' };
    parent.self = parent;
    parent.cause = new TypeError('Failed to fetch');
    expect(maskSensitive(parent)).toEqual({
      name: 'parent',
      self: '[circular]',
      cause: { name: 'TypeError', message: 'Failed to fetch' },
    });
  });

  it('keeps an object seen twice outside a cycle', () => {
    const shared = { code: 'requestFailed' };
    expect(maskSensitive({ a: shared, b: shared })).toEqual({ a: shared, b: shared });
  });
});
