import { describe, expect, it } from 'vitest';
import { isNotModified } from './conditional-request.js';

describe('isNotModified', () => {
  it('matches the tag itself, weak or strong either side', () => {
    expect(isNotModified('"abc"', '"abc"')).toBe(true);
    expect(isNotModified('W/"abc"', '"abc"')).toBe(true);
    expect(isNotModified('"abc"', 'W/"abc"')).toBe(true);
    expect(isNotModified('W/"abc"', 'W/"abc"')).toBe(true);
  });

  it('matches any tag of a list, and *', () => {
    expect(isNotModified('"old", W/"abc" , "other"', 'W/"abc"')).toBe(true);
    expect(isNotModified('*', '"abc"')).toBe(true);
  });

  it('does not match another tag, a part of one, or nothing', () => {
    expect(isNotModified('"abcd"', '"abc"')).toBe(false);
    expect(isNotModified('"ab", "c"', '"abc"')).toBe(false);
    expect(isNotModified('abc', '"abc"')).toBe(false);
    expect(isNotModified('', '"abc"')).toBe(false);
    expect(isNotModified(undefined, '"abc"')).toBe(false);
  });
});
