import { describe, expect, it } from 'vitest';
import { isLocale, pathWithoutInvalidLocale } from './locales';

describe('isLocale', () => {
  it('accepts the interface locales within the supported ones', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('it')).toBe(true);
    expect(isLocale('it', ['fr', 'en'])).toBe(false);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('pathWithoutInvalidLocale', () => {
  it.each([
    ['/de/data/datasets/', 'data/datasets'],
    ['/home/', 'home'],
    ['/data/tasks/', 'data/tasks'],
    ['/xx/', 'home'],
    ['/', 'home'],
  ])('%s keeps %s', (input, expected) => {
    expect(pathWithoutInvalidLocale(input)).toBe(expected);
  });
});
