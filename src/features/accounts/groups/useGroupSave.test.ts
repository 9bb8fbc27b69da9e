import { describe, expect, it } from 'vitest';
import { imageErrorsOf } from './useGroupSave';

describe('a refused image', () => {
  it("shows the server's 'file' messages on the form's image field", () => {
    expect(imageErrorsOf({ file: ['Too large.'] }, 'logo')).toEqual({ logo: ['Too large.'] });
    expect(imageErrorsOf({ non_field_errors: ['No.'] }, 'thumbnail')).toEqual({ non_field_errors: ['No.'] });
    expect(imageErrorsOf(null, 'logo')).toBeNull();
  });
});
