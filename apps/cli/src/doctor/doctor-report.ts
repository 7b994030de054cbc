// `verso doctor`'s report: one line per check, what is there or exactly what to install or set, and the
// exit code (1 when a required part is missing; optional ones only narrow what the site can do).
import type { HealthCheck } from '@verso/services';

const label = (check: HealthCheck) => (check.ok ? 'ok' : check.required ? 'MISSING' : 'missing');

export function formatDoctorReport(checks: readonly HealthCheck[]): { text: string; exitCode: number } {
  const width = Math.max(0, ...checks.map((check) => check.name.length));
  const lines = checks.map(
    (check) => `${label(check).padEnd(7)}  ${check.name.padEnd(width)}  ${check.detail}`,
  );
  const requiredMissing = checks.filter((check) => check.required && !check.ok);
  const summary =
    requiredMissing.length > 0
      ? `${requiredMissing.length} required part(s) missing: ${requiredMissing.map((check) => check.name).join(', ')}.`
      : 'Everything required is in place.';
  return { text: [...lines, '', summary].join('\n'), exitCode: requiredMissing.length > 0 ? 1 : 0 };
}
