// verso doctor's report from injected probes: one line per check, and exit 1 only for a required part.
import type { Engine } from '@verso/core';
import type { HealthCheck } from '@verso/services';
import { describe, expect, test } from 'vitest';
import { formatDoctorReport } from './doctor-report';
import { systemChecks } from './system-checks';
import type { SystemProbe } from './system-probe';

const check = (name: string, ok: boolean, required: boolean, detail: string): HealthCheck => ({
  name,
  ok,
  required,
  detail,
});

/** A machine with only the commands named, each answering the text given. */
const machineWith = (answers: Record<string, string>): SystemProbe => ({
  output: async (command) => answers[command] ?? null,
});

const engine = (id: string, available: boolean): Engine =>
  ({
    id,
    status: async () => ({ available, detail: available ? `${id} ready` : `Set ${id.toUpperCase()}_KEY.` }),
    pairs: async () => (available ? [{ from: 'en', to: 'es' }] : []),
  }) as unknown as Engine;

describe('formatDoctorReport', () => {
  test('one aligned line per check, and exit 0 when only optional parts are missing', () => {
    const { text, exitCode } = formatDoctorReport([
      check('database', true, true, 'embedded PGlite, migrated'),
      check('ffmpeg', false, false, 'install: sudo apt-get install ffmpeg'),
    ]);
    expect(text.split('\n')).toEqual([
      'ok       database  embedded PGlite, migrated',
      'missing  ffmpeg    install: sudo apt-get install ffmpeg',
      '',
      'Everything required is in place.',
    ]);
    expect(exitCode).toBe(0);
  });

  test('a missing required part is shouted, named in the summary and exits 1', () => {
    const { text, exitCode } = formatDoctorReport([check('queue', false, true, 'Redis unreachable')]);
    expect(text).toContain('MISSING  queue  Redis unreachable');
    expect(text).toContain('1 required part(s) missing: queue.');
    expect(exitCode).toBe(1);
  });
});

describe('systemChecks', () => {
  test('a bare machine is told the Debian packages for each tool', async () => {
    const checks = await systemChecks(machineWith({}), [engine('deepl', false)]);
    const detail = (name: string) => checks.find((c) => c.name === name)?.detail ?? '';
    expect(detail('engine deepl')).toBe('Set DEEPL_KEY.');
    expect(detail('apertium pairs')).toContain('apt-get install apertium apertium-eng-spa');
    expect(detail('tesseract')).toContain('tesseract-ocr-chi-sim');
    expect(detail('fonts')).toContain('fonts-noto-core');
    expect(detail('libreoffice')).toContain('libreoffice-writer-nogui');
    expect(detail('tex')).toContain('texlive-xetex latexmk');
    expect(detail('ffmpeg')).toContain('apt-get install ffmpeg');
    expect(checks.every((c) => !c.required && !c.ok)).toBe(true);
  });

  test('a partly equipped machine is told only what it lacks', async () => {
    const checks = await systemChecks(
      machineWith({
        apertium: 'eng-spa\neng-cat\nfr-es\nes-pt\nspa-ita\n',
        tesseract: 'List of available languages (2):\neng\nspa\n',
        'fc-list': 'Noto Sans\nNoto Serif\n',
        ffmpeg: 'ffmpeg version 5.1.6\nbuilt with gcc',
      }),
      [engine('apertium', true)],
    );
    const byName = Object.fromEntries(checks.map((c) => [c.name, c]));
    expect(byName['engine apertium']).toMatchObject({
      ok: true,
      detail: 'apertium ready (2 languages, 1 pairs)',
    });
    expect(byName['apertium pairs']?.detail).toBe(
      'missing ro-es; install: sudo apt-get install apertium-es-ro',
    );
    expect(byName.tesseract?.detail).not.toContain('tesseract-ocr-eng');
    expect(byName.fonts?.detail).toBe('Noto missing; install: sudo apt-get install fonts-noto-cjk');
    expect(byName.ffmpeg).toMatchObject({ ok: true, detail: 'ffmpeg version 5.1.6' });
  });
});
