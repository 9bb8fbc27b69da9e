import { describe, expect, it } from 'vitest';
import { sanitiseOnBlur, sanitiseOnInput } from './sanitiseText';

describe('sanitiseOnInput', () => {
  it.each([
    ['plain text', 'plain text'],
    ['bell\u0007 and null\u0000', 'bell and null'],
    ['escape\u001b[31m', 'escape[31m'],
    ['delete\u007f and C1\u0085', 'delete and C1'],
    ['line one\nline two', 'line one\nline two'],
    ['tab\tseparated', 'tab\tseparated'],
    ['windows\r\nline', 'windows\nline'],
    ['  keeps spaces while typing ', '  keeps spaces while typing '],
    ['<b>HTML</b> & entities', '<b>HTML</b> & entities'],
    ['Électricité, œuvre, 日本', 'Électricité, œuvre, 日本'],
    ['emoji 🌍 and zero\u200bwidth', 'emoji 🌍 and zero\u200bwidth'],
  ])('%j gives %j', (input, expected) => {
    expect(sanitiseOnInput(input)).toBe(expected);
  });
});

describe('sanitiseOnBlur', () => {
  it.each([
    ['  trimmed  ', 'trimmed'],
    ['\n\tboth ends\t\n', 'both ends'],
    ['\u0000 control then space ', 'control then space'],
    ['inner  spaces kept', 'inner  spaces kept'],
    ['  <script>kept as text</script> ', '<script>kept as text</script>'],
    ['', ''],
  ])('%j gives %j', (input, expected) => {
    expect(sanitiseOnBlur(input)).toBe(expected);
  });
});
