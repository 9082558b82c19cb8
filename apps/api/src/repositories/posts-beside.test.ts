import { describe, expect, it } from 'vitest';
import { postsBeside } from './blogs.js';

describe('the posts a post’s page offers to read next', () => {
  const order = ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a']; // newest first

  it('are the three just older than it', () => {
    expect(postsBeside(order, 0)).toEqual(['g', 'f', 'e']);
    expect(postsBeside(order, 4)).toEqual(['c', 'b', 'a']);
  });

  it('are filled with the nearest newer where fewer are older', () => {
    expect(postsBeside(order, 5)).toEqual(['b', 'a', 'd']);
    expect(postsBeside(order, 6)).toEqual(['a', 'c', 'd']);
    expect(postsBeside(order, 7)).toEqual(['b', 'c', 'd']);
  });

  it('do not change for an older post when a new one comes first', () => {
    const withNew = ['new', ...order];
    for (let index = 0; index < 5; index++)
      expect(postsBeside(withNew, index + 1)).toEqual(postsBeside(order, index));
  });

  it('are as many as there are other posts, and none for a post not in the order', () => {
    expect(postsBeside(['b', 'a'], 0)).toEqual(['a']);
    expect(postsBeside(['only'], 0)).toEqual([]);
    expect(postsBeside(order, -1)).toEqual([]);
  });
});
