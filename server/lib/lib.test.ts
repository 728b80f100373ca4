import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';
import { Lru } from './lru';

describe('Lru', () => {
  it('drops the least recently used entry past its capacity', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('replaces a value and deletes on request', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('a', 5);
    expect(lru.get('a')).toBe(5);
    lru.delete('a');
    expect(lru.get('a')).toBeUndefined();
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays', () => {
    const value = deepFreeze({ list: [{ n: 1 }], inner: { s: 'x' } });
    expect(() => {
      (value.list[0] as { n: number }).n = 2;
    }).toThrow(TypeError);
    expect(() => value.list.push({ n: 3 })).toThrow(TypeError);
    expect(Object.isFrozen(value.inner)).toBe(true);
  });
});
