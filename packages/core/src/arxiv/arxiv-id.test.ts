import { describe, expect, it } from 'vitest';
import { arxivPath, parseArxivId } from './arxiv-id';

describe('parseArxivId', () => {
  it.each([
    ['2401.00001', { id: '2401.00001' }],
    ['  2401.00001v3 ', { id: '2401.00001', version: 3 }],
    ['0704.0001', { id: '0704.0001' }],
    ['arxiv:2401.00001', { id: '2401.00001' }],
    ['arXiv:2401.00001v2', { id: '2401.00001', version: 2 }],
    ['https://arxiv.org/abs/2401.00001', { id: '2401.00001' }],
    ['https://arxiv.org/abs/2401.00001v2', { id: '2401.00001', version: 2 }],
    ['http://arxiv.org/pdf/2401.00001v1.pdf', { id: '2401.00001', version: 1 }],
    ['https://arxiv.org/pdf/2401.00001', { id: '2401.00001' }],
    ['https://arxiv.org/html/2401.00001v1/', { id: '2401.00001', version: 1 }],
    ['https://export.arxiv.org/e-print/2401.00001', { id: '2401.00001' }],
    ['arxiv.org/abs/2401.00001?context=cs', { id: '2401.00001' }],
    ['hep-th/9901001', { id: 'hep-th/9901001' }],
    ['https://arxiv.org/abs/hep-th/9901001v2', { id: 'hep-th/9901001', version: 2 }],
    ['math.GT/0309136', { id: 'math.GT/0309136' }],
  ])('reads %s', (input, expected) => {
    expect(parseArxivId(input)).toEqual(expected);
  });

  it.each([
    '',
    'hello',
    '2401.001',
    'https://example.com/abs/2401.00001',
    'https://arxiv.org.evil.com/abs/2401.00001',
    'https://arxiv.org/list/cs.CL/recent',
    '../2401.00001',
  ])('refuses %j with a message that says what to give', (input) => {
    expect(() => parseArxivId(input)).toThrow(
      expect.objectContaining({
        code: 'bad_request',
        message: expect.stringMatching(/is not an arXiv paper.*2401\.00001/),
      }),
    );
  });

  it('writes the path arXiv uses', () => {
    expect(arxivPath({ id: '2401.00001', version: 2 })).toBe('2401.00001v2');
    expect(arxivPath({ id: 'hep-th/9901001' })).toBe('hep-th/9901001');
  });
});
