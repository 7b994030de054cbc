import { describe, expect, it } from 'vitest';
import { UserFacingError } from '../errors';
import { detectLanguage, resolveSourceLanguage } from '.';

const sentences: Record<string, string> = {
  es: 'El gobierno anunció ayer que las nuevas medidas económicas entrarán en vigor el próximo mes en todo el país.',
  fr: 'Le gouvernement a annoncé hier que les nouvelles mesures économiques entreront en vigueur le mois prochain.',
  de: 'Die Regierung hat gestern angekündigt, dass die neuen Maßnahmen im nächsten Monat in Kraft treten werden.',
  ru: 'Я думаю, что это очень хорошая идея, и мы должны обсудить её с коллегами завтра утром.',
  ja: '政府は昨日、新しい経済対策が来月から全国で施行されると発表しました。私たちはその内容を詳しく調べる予定です。',
  ar: 'أعلنت الحكومة أمس أن الإجراءات الاقتصادية الجديدة ستدخل حيز التنفيذ في الشهر المقبل في جميع أنحاء البلاد.',
  fa: 'دولت دیروز اعلام کرد که اقدامات اقتصادی جدید از ماه آینده در سراسر کشور اجرا خواهد شد.',
};

describe('detectLanguage', () => {
  for (const [code, sentence] of Object.entries(sentences)) {
    it(`recognises a ${code} sentence with confidence`, () => {
      const detected = detectLanguage(sentence);
      expect(detected?.code).toBe(code);
      expect(detected?.confidence).toBeGreaterThan(0.9);
    });
  }

  it('tells Simplified from Traditional Chinese', () => {
    expect(detectLanguage('我们认为这个问题很重要，所以明天开会讨论。')?.code).toBe('zh');
    expect(detectLanguage('我們認為這個問題很重要，所以明天開會討論。')?.code).toBe('zh-HK');
  });

  it('gives no answer for text too short or too ambiguous to tell', () => {
    expect(detectLanguage('ok')).toBeUndefined();
    expect(detectLanguage('Hello world')).toBeUndefined();
    expect(detectLanguage('12345 67890 2024-01-01')).toBeUndefined();
    expect(detectLanguage('')).toBeUndefined();
  });
});

describe('resolveSourceLanguage', () => {
  it('detects the language for "auto" and resolves anything else as given', () => {
    expect(resolveSourceLanguage('auto', sentences.es ?? '').code).toBe('es');
    expect(resolveSourceLanguage('English', sentences.es ?? '').code).toBe('en');
  });

  it('asks the user to choose when the text says too little', () => {
    expect(() => resolveSourceLanguage('auto', 'ok')).toThrowError(UserFacingError);
    expect(() => resolveSourceLanguage('auto', 'ok')).toThrowError(
      'Could not detect the language of the text; choose the source language.',
    );
  });
});
