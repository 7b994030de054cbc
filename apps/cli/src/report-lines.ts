// What a translation run has to say beyond its text, as lines for the terminal.
import type { TranslationReport } from '@verso/core';

export function reportLines(report: TranslationReport): string[] {
  const lines = report.notes.map((note) => `Note: ${note}`);
  if (report.placeholderRepairs > 0) lines.push(`Repaired ${report.placeholderRepairs} placeholders.`);
  for (const miss of report.glossaryMisses) {
    lines.push(
      `Glossary: "${miss.source}" → "${miss.target}" honoured ${miss.found} of ${miss.expected} times.`,
    );
  }
  return lines;
}
