import { describe, expect, test } from 'vitest';
import { currentStep, stagesOf } from './job-stages';

const document = { arxivPaper: null, fileName: 'report.docx' };
const paper = { arxivPaper: '2403.00021', fileName: '2403.00021.tar.gz' };

describe("a job page's stages", () => {
  test("an arXiv paper's source is compiled after it is rebuilt, and the page says so while latexmk runs", () => {
    expect(stagesOf(paper)).toEqual(['reading', 'translating', 'rebuilding', 'compiling']);
    expect(currentStep({ ...paper, status: 'running', stage: 'compiling' })).toBe(3);
    expect(currentStep({ ...paper, status: 'completed', stage: 'compiling' })).toBe(4);
  });

  test('a document, and a paper arXiv holds only as a PDF, have no compiling stage', () => {
    expect(stagesOf(document)).toEqual(['reading', 'translating', 'rebuilding']);
    expect(stagesOf({ arxivPaper: '2402.00012', fileName: '2402.00012.pdf' })).not.toContain('compiling');
    expect(currentStep({ ...document, status: 'running', stage: 'rebuilding' })).toBe(2);
    expect(currentStep({ ...document, status: 'queued', stage: null })).toBe(0);
  });
});
