import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru';
import { type CachedAnswer, FrontCache } from './front-cache';

const answer = (text: string, bytes = text.length): CachedAnswer => ({
  statusCode: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.alloc(bytes, text),
});

describe('ByteLru', () => {
  it('evicts the least recently used values past its byte bound', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    lru.get('a'); // a is now more recent than b
    lru.set('c', 'C', 40);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect(lru.bytes).toBe(80);
  });

  it('refuses a value larger than the whole bound, keeping the others', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 40);
    expect(lru.set('huge', 'H', 101)).toBe(false);
    expect(lru.get('a')).toBe('A');
  });

  it('replaces a key without counting it twice', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 60);
    lru.set('a', 'A2', 60);
    expect(lru.bytes).toBe(60);
    expect(lru.size).toBe(1);
  });
});

describe('FrontCache', () => {
  it('answers from memory until the time to keep runs out', () => {
    let now = 1_000;
    const cache = new FrontCache(1024 * 1024, () => now);
    cache.begin('home')(answer('home'), 5_000);
    now += 4_999;
    expect(cache.get('home')?.body.toString()).toBe('home');
    now += 1;
    expect(cache.get('home')).toBeUndefined();
  });

  it('keeps nothing when the answer is not shareable', () => {
    const cache = new FrontCache();
    cache.begin('private')(answer('mine'), undefined);
    expect(cache.get('private')).toBeUndefined();
  });

  it('stays within its byte bound, dropping the least recently used answers', () => {
    const cache = new FrontCache(3 * 1024 * 1024);
    for (const page of ['a', 'b', 'c', 'd']) cache.begin(page)(answer(page, 1024 * 1024 - 2048), 5_000);
    expect(cache.bytes).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
  });

  it('hands the one render in flight to everyone asking for the same key meanwhile', async () => {
    const cache = new FrontCache();
    const finish = cache.begin('home');
    const waiters = [cache.inFlight('home'), cache.inFlight('home')];
    expect(cache.inFlight('other')).toBeUndefined();
    finish(answer('home'), 5_000);
    const answers = await Promise.all(waiters);
    expect(answers.map((a) => a?.body.toString())).toEqual(['home', 'home']);
    expect(cache.inFlight('home')).toBeUndefined();
  });

  it('tells waiters when the render was not shareable, so they ask Next themselves', async () => {
    const cache = new FrontCache();
    const finish = cache.begin('account');
    const waiter = cache.inFlight('account');
    finish(undefined);
    expect(await waiter).toBeUndefined();
  });
});
