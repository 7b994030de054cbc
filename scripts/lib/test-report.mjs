// Collects each test step's counts, reads them from the runners' JSON reports, and prints the summary
// table and the closing `N passed, N failed[, N skipped]` line that CI reads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { repoRoot } from './child-process.mjs';

export class TestReport {
  rows = [];

  add({
    step,
    passed = 0,
    failed = 0,
    skipped = 0,
    seconds = 0,
    note = '',
    why = '',
    failures = [],
    slowest = [],
  }) {
    this.rows.push({ step, passed, failed, skipped, seconds, note, why, failures, slowest });
  }

  total(field) {
    return this.rows.reduce((sum, row) => sum + row[field], 0);
  }

  print() {
    for (const row of this.rows.filter((row) => row.failures.length > 0)) {
      console.log(`\n✗ ${row.step}: the tests that failed:\n${row.failures.join('\n')}`);
    }
    for (const row of this.rows.filter((row) => row.why)) {
      console.log(`\n✗ ${row.step}: ${row.note}; what it printed about it:\n${row.why}`);
    }
    // Where a step's time goes, for whoever has to bring CI's time down: CI keeps only the log's end.
    for (const row of this.rows.filter((row) => row.slowest.length > 0)) {
      console.log(`\nSlowest in ${row.step}:\n${row.slowest.join('\n')}`);
    }
    const header = ['Step', 'Passed', 'Failed', 'Skipped', 'Time', 'Note'];
    const lines = this.rows.map((row) => [
      row.step,
      String(row.passed),
      String(row.failed),
      String(row.skipped),
      `${row.seconds.toFixed(1)}s`,
      row.note,
    ]);
    const widths = header.map((title, column) =>
      Math.max(title.length, ...lines.map((line) => line[column].length)),
    );
    const format = (cells) =>
      cells
        .map((cell, column) =>
          column === 0 || column === 5 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd();
    console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
    for (const line of lines) console.log(format(line));
    const skipped = this.total('skipped');
    console.log(
      `\n${this.total('passed')} passed, ${this.total('failed')} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`,
    );
  }
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** Counts from vitest's `json` reporter, plus how many of its tests are integration tests. */
export function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  const integrationTests = (report.testResults ?? [])
    .filter((suite) => suite.name.endsWith('.int.test.ts'))
    .reduce((sum, suite) => sum + (suite.assertionResults?.length ?? 0), 0);
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    integrationTests,
    failures: (report.testResults ?? []).flatMap((suite) =>
      (suite.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => failure(`${suite.name} › ${test.fullName}`, test.failureMessages?.[0])),
    ),
    slowest: slowestLines(
      (report.testResults ?? []).map((suite) => ({
        name: path.relative(repoRoot, suite.name),
        seconds: ((suite.endTime ?? 0) - (suite.startTime ?? 0)) / 1000,
      })),
    ),
  };
}

const slowestShown = 8;

/** The longest entries of `timings` ({ name, seconds }), one line each. */
function slowestLines(timings) {
  return timings
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, slowestShown)
    .map(({ name, seconds }) => `  ${seconds.toFixed(1).padStart(7)}s  ${name}`);
}

/** One failed test as CI should show it: where it is, and the start of why (the log's tail is cut). */
function failure(name, message = '') {
  const why = stripVTControlCharacters(message).split('\n').slice(0, 12).join('\n    ');
  return `  ${name}\n    ${why}`;
}

/** Every test of a Playwright JSON report, through nested describe blocks. */
function playwrightSpecs(suite) {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)];
}

/** Counts from Playwright's `json` reporter. */
export function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return {
    passed: expected + flaky,
    failed: unexpected,
    skipped,
    total: expected + unexpected + flaky + skipped,
    failures: (report.suites ?? [])
      .flatMap(playwrightSpecs)
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const result = spec.tests?.[0]?.results?.at(-1);
        return failure(`${spec.file} › ${spec.title}`, result?.error?.message);
      }),
    slowest: slowestLines(
      (report.suites ?? []).flatMap(playwrightSpecs).map((spec) => ({
        name: `${spec.file} › ${spec.title}`,
        seconds:
          (spec.tests ?? []).reduce(
            (sum, test) =>
              sum + (test.results ?? []).reduce((total, result) => total + (result.duration ?? 0), 0),
            0,
          ) / 1000,
      })),
    ),
  };
}
