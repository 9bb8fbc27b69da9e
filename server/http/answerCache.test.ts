import { describe, expect, test } from 'vitest';
import { AnswerCache, type AnswerKey } from './answerCache.ts';

const key = (url: string, userId = 1): AnswerKey => ({
  operationId: 'listDatasets',
  userId,
  origin: 'http://localhost',
  url,
});

describe('answers kept at a data version', () => {
  test('an answer is given again at its version only', () => {
    const cache = new AnswerCache(1024 * 1024);
    expect(cache.get('7', key('/a'))).toBeUndefined();
    cache.set('7', key('/a'), '{"a":1}');
    expect(cache.get('7', key('/a'))).toBe('{"a":1}');
    expect(cache.get('7', key('/a', 2))).toBeUndefined();
    expect(cache.get('8', key('/a'))).toBeUndefined();
  });

  test('a request that read an older version keeps nothing once a newer one was seen', () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.get('7', key('/a'));
    cache.get('8', key('/b'));
    cache.set('7', key('/a'), 'built at 7');
    expect(cache.size).toBe(0);
    cache.set('8', key('/b'), 'built at 8');
    expect(cache.get('8', key('/b'))).toBe('built at 8');
  });

  test('the version going back (a database restored) empties it too', () => {
    const cache = new AnswerCache(1024 * 1024);
    cache.get('9', key('/a'));
    cache.set('9', key('/a'), 'built at 9');
    expect(cache.get('3', key('/a'))).toBeUndefined();
    expect(cache.get('9', key('/a'))).toBeUndefined();
  });

  test('keeps within its bytes, the least recently given out first, and nothing larger than a megabyte', () => {
    const cache = new AnswerCache(100);
    cache.get('1', key('/a'));
    cache.set('1', key('/a'), 'a'.repeat(20));
    cache.set('1', key('/b'), 'b'.repeat(20));
    cache.get('1', key('/a'));
    cache.set('1', key('/c'), 'c'.repeat(20));
    expect(cache.get('1', key('/b'))).toBeUndefined();
    expect(cache.get('1', key('/a'))).toBe('a'.repeat(20));
    const large = new AnswerCache(64 * 1024 * 1024);
    large.get('1', key('/big'));
    large.set('1', key('/big'), 'x'.repeat(600 * 1024));
    expect(large.get('1', key('/big'))).toBeUndefined();
  });

  test('with no bytes it keeps nothing', () => {
    const cache = new AnswerCache(0);
    cache.get('1', key('/a'));
    cache.set('1', key('/a'), 'a');
    expect(cache.get('1', key('/a'))).toBeUndefined();
  });
});
