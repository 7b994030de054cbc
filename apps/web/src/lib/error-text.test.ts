import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText follows SPEC §8: the first available of', () => {
  it('1. name, message and the first stack line of an Error', () => {
    const error = new TypeError('x is not a function');
    error.stack = 'TypeError: x is not a function\n    at render (page.tsx:3:9)\n    at next (a.js:1:1)';
    expect(errorText(error)).toBe('TypeError: x is not a function at render (page.tsx:3:9)');
  });

  it('1. name and message alone when the Error has no stack', () => {
    const error = new RangeError('too big');
    error.stack = undefined;
    expect(errorText(error)).toBe('RangeError: too big');
  });

  it('2. a message string', () => {
    expect(errorText({ message: 'plain message', response: { data: { error: 'later' } } })).toBe(
      'plain message',
    );
  });

  it('3. the response data error', () => {
    expect(errorText({ response: { data: { error: 'quota exceeded', message: 'later' } } })).toBe(
      'quota exceeded',
    );
  });

  it('4. the response data message', () => {
    expect(errorText({ response: { data: { message: 'not allowed' } }, error: 'later' })).toBe('not allowed');
  });

  it('5. an error string', () => {
    expect(errorText({ error: 'invalid_grant', cause: 'later' })).toBe('invalid_grant');
  });

  it("6. the error's message", () => {
    expect(errorText({ error: { message: 'socket hang up' }, cause: 'later' })).toBe('socket hang up');
  });

  it('7. the nested cause, itself extracted', () => {
    expect(errorText({ cause: { cause: { response: { data: { error: 'deep' } } } } })).toBe('deep');
    expect(errorText({ cause: 'ECONNRESET' })).toBe('ECONNRESET');
  });

  it('8. a plain string', () => {
    expect(errorText('it broke')).toBe('it broke');
  });

  it('9. the JSON of the object', () => {
    expect(errorText({ code: 42, detail: ['a'] })).toBe('{"code":42,"detail":["a"]}');
    expect(errorText(17)).toBe('17');
  });

  it('10. otherwise "Unknown error"', () => {
    expect(errorText(undefined)).toBe('Unknown error');
    expect(errorText(null)).toBe('Unknown error');
    expect(errorText('')).toBe('Unknown error');
    expect(errorText({})).toBe('Unknown error');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorText(circular)).toBe('Unknown error');
  });

  it('skips empty strings and falls through to the next source', () => {
    expect(errorText({ message: '', error: 'next one' })).toBe('next one');
    expect(errorText(Object.assign(new Error(''), { cause: 'why' }))).toBe('why');
  });
});
