// A visitor's draft token is honoured only as the site signed it, for the IP it was given to, while typing
// goes on, and for a bounded number of translations.
import { describe, expect, test } from 'vitest';
import {
  draftPauseMs,
  draftTranslations,
  openTextDraft,
  signTextDraft,
  type TextDraft,
} from './textDraftToken';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const ip = '203.0.113.7';
const issuedAt = Date.parse('2026-11-29T12:00:00Z');
const draft: TextDraft = { id: 'draft-1', ip, issuedAt, count: 3 };

describe('the text draft token', () => {
  test('opens as signed, for its IP, within the pause', () => {
    const token = signTextDraft(secret, draft);
    expect(openTextDraft(secret, token, ip, issuedAt + draftPauseMs - 1)).toEqual(draft);
  });

  test('a tampered count or IP breaks the signature', () => {
    const [, signature] = signTextDraft(secret, draft).split('.');
    for (const forged of [
      { ...draft, count: 1 },
      { ...draft, ip: '198.51.100.1' },
    ]) {
      const payload = Buffer.from(JSON.stringify(forged)).toString('base64url');
      expect(openTextDraft(secret, `${payload}.${signature}`, forged.ip, issuedAt)).toBeUndefined();
    }
  });

  test('a token signed with another secret, or not a token, is refused', () => {
    const foreign = signTextDraft('another-secret-of-thirty-two-characters!', draft);
    expect(openTextDraft(secret, foreign, ip, issuedAt)).toBeUndefined();
    for (const junk of ['', 'abc', 'a.b.c', `${Buffer.from('[]').toString('base64url')}.x`]) {
      expect(openTextDraft(secret, junk, ip, issuedAt)).toBeUndefined();
    }
  });

  test('lapses after two minutes without typing', () => {
    const token = signTextDraft(secret, draft);
    expect(openTextDraft(secret, token, ip, issuedAt + draftPauseMs)).toBeUndefined();
  });

  test('serves only the IP it was given to', () => {
    const token = signTextDraft(secret, draft);
    expect(openTextDraft(secret, token, '198.51.100.1', issuedAt)).toBeUndefined();
  });

  test(`is used up after ${draftTranslations} translations`, () => {
    const last = signTextDraft(secret, { ...draft, count: draftTranslations - 1 });
    expect(openTextDraft(secret, last, ip, issuedAt)).toMatchObject({ count: draftTranslations - 1 });
    const spent = signTextDraft(secret, { ...draft, count: draftTranslations });
    expect(openTextDraft(secret, spent, ip, issuedAt)).toBeUndefined();
  });
});
