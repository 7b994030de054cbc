import { describe, expect, it } from 'vitest';
import { latexProject } from './latex-project';

const files = (entries: Record<string, string>) =>
  Object.entries(entries).map(([path, text]) => ({ path, data: Buffer.from(text) }));

describe('latexProject', () => {
  it('follows \\input, \\include and \\subfile, with or without .tex, and leaves the rest alone', () => {
    const project = latexProject(
      files({
        'paper.tex':
          '\\documentclass{article}\n\\input{intro}\n\\include{sections/method.tex}\n\\subfile{appendix}',
        'intro.tex': 'Intro \\input{sections/detail}',
        'sections/method.tex': 'Method',
        'sections/detail.tex': 'Detail',
        'appendix.tex': '\\documentclass[paper.tex]{subfiles}\nAppendix',
        'unused.tex': 'Never read',
        'refs.bib': '@book{x}',
        'paper.bbl': '\\begin{thebibliography}{1}',
      }),
    );
    expect(project.main).toBe('paper.tex');
    expect(project.texFiles).toEqual([
      'paper.tex',
      'intro.tex',
      'sections/detail.tex',
      'sections/method.tex',
      'appendix.tex',
    ]);
  });

  it('does not count what a comment says', () => {
    const project = latexProject(
      files({
        'a.tex': '% \\documentclass{article}\n\\input{b}',
        'main.tex': '\\documentclass{article}\n% \\input{b}',
      }),
    );
    expect(project).toMatchObject({ main: 'main.tex', texFiles: ['main.tex'] });
  });

  it('prefers the file that reads the others, then main.tex or ms.tex', () => {
    const twoMains = files({
      'short.tex': '\\documentclass{article}',
      'paper.tex': '\\documentclass{article}\\input{body}',
      'body.tex': 'Body',
    });
    expect(latexProject(twoMains).main).toBe('paper.tex');
    const tie = files({ 'draft.tex': '\\documentclass{article}', 'ms.tex': '\\documentclass{article}' });
    expect(latexProject(tie).main).toBe('ms.tex');
  });

  it('says so when no file declares a class', () => {
    expect(() => latexProject(files({ 'notes.tex': 'Hello' }))).toThrow(
      expect.objectContaining({
        code: 'bad_file',
        message: expect.stringMatching(/no LaTeX file with \\documentclass/),
      }),
    );
  });
});
