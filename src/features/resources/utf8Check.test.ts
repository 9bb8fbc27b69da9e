import { describe, expect, it } from 'vitest';
import { checkUtf8, isStructuredTextFile } from './utf8Check';

const latin1 = (text: string) => Uint8Array.from([...text].map((character) => character.charCodeAt(0)));

describe('isStructuredTextFile', () => {
  it.each([
    ['arrets.csv', true],
    ['ARRETS.CSV', true],
    ['stations.geojson', true],
    ['notes.txt', true],
    ['plan.pdf', false],
    ['couche.zip', false],
    ['csv', false],
  ])('%s → %s', (name, expected) => {
    expect(isStructuredTextFile(name)).toBe(expected);
  });
});

describe('checkUtf8', () => {
  it('accepts UTF-8, with or without a byte order mark', async () => {
    expect(await checkUtf8(new Blob(['nom;x;y\nSaint-Laurent-du-Maroni;-54.03;5.5\n']))).toEqual({
      utf8: true,
    });
    expect(await checkUtf8(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), 'Rémire-Montjoly']))).toEqual({
      utf8: true,
    });
  });

  it('refuses Latin-1 and names the line of the first invalid byte', async () => {
    const file = new Blob([latin1('nom;x;y\nCayenne;-52.3;4.9\nRémire;-52.27;4.88\n')]);
    expect(await checkUtf8(file)).toEqual({ utf8: false, line: 3 });
  });

  it('completes a character cut between two chunks instead of refusing it', async () => {
    // 'é' is 2 bytes: put its first byte at the very end of the first 1 MiB chunk.
    const padding = 'a'.repeat(1024 * 1024 - 1);
    expect(await checkUtf8(new Blob([`${padding}é\nfin`]))).toEqual({ utf8: true });
  });

  it('finds the line of an invalid byte in a later chunk', async () => {
    const firstChunk = `${'a'.repeat(1023)}\n`.repeat(1024);
    const file = new Blob([firstChunk, 'ok\n', latin1('Mana é\n')]);
    expect(await checkUtf8(file)).toEqual({ utf8: false, line: 1026 });
  });

  it('refuses a file that ends inside a character, but not a check that stops early', async () => {
    const cut = new Uint8Array([0x61, 0xc3]);
    expect(await checkUtf8(new Blob([cut]))).toEqual({ utf8: false, line: 1 });
    expect(await checkUtf8(new Blob([cut, new Uint8Array([0xa9])]), 2)).toEqual({ utf8: true });
  });
});
