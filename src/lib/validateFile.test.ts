import { describe, expect, it } from 'vitest';
import { acceptedFormats, IMAGE_MAX_BYTES, validateFile, validateImageFile } from './validateFile';

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('validateImageFile', () => {
  it.each([
    ['logo.png', 'image/png', 1000, null],
    ['photo.JPG', 'image/jpeg', 1000, null],
    ['photo.jpeg', '', 1000, null],
    ['exact.png', 'image/png', IMAGE_MAX_BYTES, null],
    ['big.png', 'image/png', IMAGE_MAX_BYTES + 1, 'fileTooLarge'],
    ['anim.gif', 'image/gif', 1000, 'fileType'],
    ['vector.svg', 'image/svg+xml', 1000, 'fileType'],
    ['doc.pdf', 'application/pdf', 10 * IMAGE_MAX_BYTES, 'fileType'],
  ])('%s (%s, %d bytes) gives %s', (name, type, size, expected) => {
    expect(validateImageFile(fileOf(name, type, size))).toBe(expected);
  });
});

describe('validateFile', () => {
  it.each([
    ['data.csv', 'text/csv', '.csv', null],
    ['data.CSV', '', '.csv,.json', null],
    ['data.json', 'application/json', '.csv', 'fileType'],
    ['map.png', 'image/png', 'image/*', null],
    ['map.png', 'image/png', 'text/*', 'fileType'],
    ['any.bin', 'application/octet-stream', '', null],
  ])('%s (%s) with accept %j gives %s', (name, type, accept, expected) => {
    expect(validateFile(fileOf(name, type, 10), { accept })).toBe(expected);
  });

  it('checks the size only when a limit is given', () => {
    expect(validateFile(fileOf('a.csv', 'text/csv', 10_000), {})).toBeNull();
    expect(validateFile(fileOf('a.csv', 'text/csv', 10_000), { maxBytes: 9_999 })).toBe('fileTooLarge');
  });
});

describe('acceptedFormats', () => {
  it.each([
    ['image/jpeg,image/png,.jpg,.jpeg,.png', 'JPG or PNG'],
    ['.csv, .CSV,.json', 'CSV or JSON'],
    ['image/*', 'image/*'],
    ['', ''],
  ])('%j reads %j', (accept, expected) => {
    expect(acceptedFormats(accept)).toBe(expected);
  });

  it("names the formats in the person's language", () => {
    expect(acceptedFormats('.jpg,.jpeg,.png', 'fr')).toBe('JPG ou PNG');
    expect(acceptedFormats('.jpg,.jpeg,.png', 'it')).toBe('JPG o PNG');
  });
});
