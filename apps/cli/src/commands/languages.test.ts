// `verso languages` and `verso detect`, run through the real launcher as a user would.
import { describe, expect, it } from 'vitest';
import { runVerso } from '../testing/run-verso';

const verso = (...args: string[]) => runVerso(args);

describe('verso languages', () => {
  it('prints the registry as a table', async () => {
    const { code, stdout } = await verso('languages');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^CODE\s+NAME\s+NATIVE\s+SCRIPT\s+DIR\s+ENGINES$/);
    expect(lines.length - 1).toBeGreaterThanOrEqual(58);
    expect(stdout).toMatch(/^zh-HK\s+Traditional Chinese\s+繁體中文\s+Hant\s+ltr\s+—$/m);
    expect(stdout).toMatch(/^ar\s+Arabic\s+العربية\s+Arab\s+rtl\s+—$/m);
    expect(stdout).toMatch(/^pt\s+Portuguese\s+Português\s+Latn\s+ltr\s+apertium$/m);
  });

  it('prints an array of the registry entries with --json', async () => {
    const { stdout } = await verso('languages', '--json');
    const entries = JSON.parse(stdout) as { code: string }[];
    expect(entries.length).toBeGreaterThanOrEqual(58);
    expect(entries).toContainEqual({
      code: 'es',
      alpha3: 'spa',
      name: 'Spanish',
      nativeName: 'Español',
      script: 'Latn',
      direction: 'ltr',
      spaceSeparated: true,
      engines: ['apertium'],
    });
  });
});

describe('verso languages --pairs', () => {
  it('lists each pair served with its route: direct, or through the pivot language', async () => {
    const { code, stdout } = await verso('languages', '--pairs');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^FROM\s+TO\s+ENGINE\s+ROUTE$/);
    expect(stdout).toMatch(/^sv\s+da\s+apertium\s+direct$/m);
    expect(stdout).toMatch(/^en\s+pt\s+apertium\s+via Spanish$/m);
    expect(stdout).not.toMatch(/^ru\s+uk\s/m);
  });
});

describe('verso detect', () => {
  it('prints the ISO code first, then the name and confidence', async () => {
    const result = await verso(
      'detect',
      'El gobierno anunció ayer que las nuevas medidas entrarán en vigor el próximo mes.',
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^es Spanish (0\.9\d|1\.00)\n$/);
  });

  it('says so and exits 1 when the text is too short to tell', async () => {
    const result = await verso('detect', 'ok');
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: Could not detect the language of this text; it may be too short or mixed.\n',
    });
  });

  it('shows the usage when the text is missing', async () => {
    const result = await verso('detect');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: <text> is missing.\nUsage: verso detect');
  });
});
