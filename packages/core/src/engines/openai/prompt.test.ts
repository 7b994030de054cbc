import { describe, expect, it } from 'vitest';
import type { SegmentContext } from '../../segments/segment';
import { termsIn, translationMessages } from './prompt';

const texts = ['Results', 'Revenue rose.', 'Costs fell.'];
const context: SegmentContext[] = [
  { documentTitle: 'Annual report', heading: 'Summary', previous: 'Intro.', next: 'Revenue rose.' },
  { documentTitle: 'Annual report', heading: 'Results', previous: 'Results', next: 'Costs fell.' },
  { documentTitle: 'Annual report', heading: 'Results', previous: 'Revenue rose.', next: 'Outlook' },
];

describe('the translation prompt', () => {
  it('states the context once per run, and neighbours only at the edges of the list', () => {
    const [system, user] = translationMessages({ texts, context }, 'en', 'de');
    expect(system?.content).toMatch(/few lines about where the texts stand/);
    expect(user?.content).toBe(
      [
        'Document title: "Annual report"',
        'Section heading of id 1: "Summary"',
        'Section heading of ids 2–3: "Results"',
        'Text before id 1: "Intro."',
        'Text after id 3: "Outlook"',
        '',
        JSON.stringify(texts.map((text, index) => ({ id: index + 1, text }))),
      ].join('\n'),
    );
  });

  it("says which page a PDF's texts are on, once per run of texts on one page", () => {
    const [, user] = translationMessages(
      { texts: ['A', 'B', 'C'], context: [{ page: 3 }, { page: 3 }, { page: 4 }] },
      'en',
      'de',
    );
    expect(user?.content).toContain('Page of ids 1–2: "3"\nPage of id 3: "4"');
  });

  it('names the neighbours of a text the list skips, and shortens long ones', () => {
    const long = 'x'.repeat(400);
    const [, user] = translationMessages(
      { texts: ['A', 'C'], context: [{ next: 'B' }, { previous: long }] },
      'en',
      'de',
    );
    expect(user?.content).toContain('Text after id 1: "B"');
    expect(user?.content).toContain(`Text before id 2: "${'x'.repeat(300)}…"`);
  });

  it('sends the bare JSON array when there is no context', () => {
    const [system, user] = translationMessages({ texts: ['Hi'], context: [] }, 'en', 'de');
    expect(user?.content).toBe('[{"id":1,"text":"Hi"}]');
    expect(system?.content).not.toMatch(/Style|Use these translations/);
  });

  it('lists the glossary terms that occur in the texts, marking those kept as they are', () => {
    const glossary = [
      { source: 'revenue', target: 'Umsatz' },
      { source: 'Verso', target: 'Verso', keepAsIs: true },
      { source: 'costs', target: 'Kosten', caseSensitive: true },
      { source: 'profit', target: 'Gewinn' },
    ];
    const [system] = translationMessages(
      { texts: ['Verso: Revenue rose.', 'Costs fell.'], context: [] },
      'en',
      'de',
      { glossary },
    );
    expect(system?.content).toContain(
      'Use these translations for these terms:\n- "revenue" → "Umsatz"\n- "Verso": do not translate',
    );
    expect(system?.content).not.toMatch(/Kosten|Gewinn/);
  });

  it('passes the style on one line', () => {
    const [system] = translationMessages({ texts: ['Hi'], context: [] }, 'en', 'de', {
      style: 'formal,\n- "for" → "a legal audience"',
    });
    expect(system?.content).toContain('\n\nStyle: formal, - "for" → "a legal audience"');
  });

  it('tells the model what the document is about, on one line', () => {
    const [system] = translationMessages({ texts: ['Hi'], context: [] }, 'en', 'de', {
      description: 'A lease\nfor a flat in Madrid',
    });
    expect(system?.content).toContain('\n\nThe document: A lease for a flat in Madrid');
  });

  it('matches terms without regard to case unless the term says so', () => {
    const glossary = [
      { source: 'API', target: 'API', caseSensitive: true },
      { source: 'Invoice', target: 'Rechnung' },
    ];
    expect(termsIn(['the api sends an invoice'], glossary)).toEqual([glossary[1]]);
  });
});
