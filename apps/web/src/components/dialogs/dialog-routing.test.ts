// SPEC §9's dialog widths hold only if every dialog goes through the site's helpers: plain dialogs through
// SiteModal (520 px), confirmations and warnings through useConfirm (416 px). A dialog opened straight
// from antd gets antd's default width, whatever it is in the next version: this test finds such calls.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '../..');
const helpers = ['components/dialogs/SiteModal.tsx', 'components/dialogs/use-confirm.ts'];

const bypasses: { what: string; pattern: RegExp }[] = [
  { what: "antd's Modal imported", pattern: /import\s*{[^}]*\bModal\b[^}]*}\s*from\s*'antd'/ },
  { what: "antd's Modal static method", pattern: /\bModal\.(confirm|warning|info|success|error)\(/ },
  { what: "the App's modal used directly", pattern: /\{[^}]*\bmodal\b[^}]*}\s*=\s*App\.useApp\(\)/ },
  { what: 'modal method called directly', pattern: /\bmodal\.(confirm|warning|info|success|error)\(/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Where a source text opens a dialog without the site's helpers. */
function dialogBypasses(source: string): string[] {
  return bypasses.filter(({ pattern }) => pattern.test(source)).map(({ what }) => what);
}

describe('dialogs', () => {
  it('spots each way of opening a dialog straight from antd', () => {
    expect(dialogBypasses("import { App, Modal } from 'antd';")).toEqual(["antd's Modal imported"]);
    expect(dialogBypasses('Modal.confirm({ title })')).toEqual(["antd's Modal static method"]);
    expect(dialogBypasses('const { message, modal } = App.useApp();\nmodal.warning({})')).toEqual([
      "the App's modal used directly",
      'modal method called directly',
    ]);
    expect(dialogBypasses("import { Button } from 'antd';\ndialogs.confirm({})")).toEqual([]);
  });

  it('are all opened through SiteModal or useConfirm, at the SPEC widths', () => {
    const offenders = sourceFiles(sourceRoot)
      .filter((file) => !helpers.includes(path.relative(sourceRoot, file)))
      .flatMap((file) =>
        dialogBypasses(readFileSync(file, 'utf8')).map(
          (what) => `${path.relative(sourceRoot, file)}: ${what}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
