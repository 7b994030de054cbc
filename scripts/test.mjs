// `npm test`: every suite, in order — static checks, the site build, vitest on the embedded defaults, the
// integration suites again on PostgreSQL + BullMQ, then Playwright on both backends. Exits non-zero
// when anything failed; under CI (CI=true) a missing DATABASE_URL/REDIS_URL is a failure, not a skip.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildWebIfStale } from './build-web.mjs';
import { embeddedEnv, localBin, repoRoot, run } from './lib/child-process.mjs';
import {
  apertiumPackages,
  browserTestPackages,
  documentPackages,
  ensureDebianPackages,
} from './lib/debian-packages.mjs';
import { endLeftRunning, markedEnv } from './lib/left-running.mjs';
import { ensureNpmPackages } from './lib/npm-packages.mjs';
import { playwrightCounts, TestReport, vitestCounts } from './lib/test-report.mjs';
import { workspaceDirs } from './lib/workspaces.mjs';

const report = new TestReport();
const reportsDir = mkdtempSync(path.join(tmpdir(), 'verso-test-'));
const underCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const missingServices = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
const servicesPass = 'PostgreSQL + BullMQ';
const typecheckCache = path.join(repoRoot, 'node_modules', '.cache', 'verso-tsc');

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

/** Runs quiet checks two at a time (the machines have two cores); prints a check's output when it fails. */
async function runChecks(checks) {
  const queue = [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const { ok, output, seconds } = await timed(check.run);
      console.log(`${ok ? '✓' : '✗'} ${check.step} (${seconds.toFixed(1)}s)`);
      if (!ok) console.log(output);
      report.add({ step: check.step, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
    }
  };
  await Promise.all([worker(), worker()]);
}

function typecheck(dir) {
  return async () => {
    if (dir === 'apps/web') {
      const types = await run(localBin('next'), ['typegen'], {
        cwd: path.join(repoRoot, dir),
        capture: true,
      });
      if (types.code !== 0) return { ok: false, output: types.output };
    }
    // An incremental cache makes a repeated run cheap; apps/web keeps the one Next's build reuses.
    const cache = [
      '--incremental',
      '--tsBuildInfoFile',
      path.join(typecheckCache, `${dir.replace('/', '-')}.tsbuildinfo`),
    ];
    const args = ['-p', dir, '--noEmit', ...(dir === 'apps/web' ? [] : cache)];
    const { code, output } = await run(localBin('tsc'), args, { capture: true });
    return { ok: code === 0, output };
  };
}

async function staticChecks() {
  const typed = [...workspaceDirs(), 'e2e', 'bench'].filter((dir) =>
    existsSync(path.join(repoRoot, dir, 'tsconfig.json')),
  );
  await runChecks([
    ...typed.map((dir) => ({ step: `typecheck ${dir}`, run: typecheck(dir) })),
    {
      step: 'biome check',
      run: async () => {
        const { code, output } = await run(localBin('biome'), ['check', '.'], { capture: true });
        return { ok: code === 0, output };
      },
    },
  ]);
}

/**
 * The longest each runner may take before it is stopped as hung, in minutes: about twice its time on CI's
 * two cores, so one hang fails its step with a report instead of running CI past its limit.
 */
const runnerLimitMinutes = {
  // 24.7 and 5.4 minutes on a slow day (2026-11-30), half that on a quiet one.
  vitestEmbedded: 40,
  vitestServices: 12,
  // Two Playwright workers (playwright.config.ts): 16–19.5 minutes embedded on that day; on a slower
  // one, with traces still recorded, CI reached an earlier limit of 30 two thirds of the way through.
  playwrightEmbedded: 35,
  playwrightServices: 12,
};
const startedAt = performance.now();
const minutesSinceStart = () => ((performance.now() - startedAt) / 60_000).toFixed(1);

/** One step whose runner writes a JSON report; a runner that fails without a failing test counts once. */
async function runnerStep(step, command, args, env, readCounts, limitMinutes) {
  const reportFile = path.join(reportsDir, `${report.rows.length}.json`);
  console.log(`\n▶ ${step} (from minute ${minutesSinceStart()}; stopped after ${limitMinutes} min)`);
  const stepEnv = markedEnv(env(reportFile));
  const { code, output, seconds } = await timed(() =>
    run(command, args(reportFile), { env: stepEnv, tail: 40_000, limitSeconds: limitMinutes * 60 }),
  );
  const leftRunning = endLeftRunning(stepEnv);
  const counts = readCounts(reportFile) ?? { passed: 0, failed: 0, skipped: 0 };
  const runnerFailed = code !== 0 && counts.failed === 0;
  report.add({
    step,
    ...counts,
    failed: counts.failed + (runnerFailed ? 1 : 0),
    seconds,
    note: [runnerFailed ? `runner exited ${code}` : '', leftRunning].filter(Boolean).join('; '),
    why: runnerFailed ? whyRunnerFailed(output) : '',
  });
  return counts;
}

/**
 * What a runner printed about failing with every test passed (an unhandled error, a hung teardown), cut
 * to the part that says so: CI keeps only the end of the log, far below where the runner printed it.
 */
function whyRunnerFailed(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const unhandled = lines.findIndex((line) => /unhandled|error/i.test(line) && /⎯/.test(line));
  return (unhandled >= 0 ? lines.slice(unhandled, unhandled + 80) : lines.slice(-40)).join('\n');
}

function vitest(step, extraArgs, env, limitMinutes) {
  const args = (file) => [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    '--passWithNoTests',
    ...extraArgs,
  ];
  return runnerStep(step, localBin('vitest'), args, () => env, vitestCounts, limitMinutes);
}

function playwright(step, env, limitMinutes) {
  const args = () => ['test', '--reporter=list,json'];
  return runnerStep(
    step,
    localBin('playwright'),
    args,
    (file) => ({ ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file }),
    playwrightCounts,
    limitMinutes,
  );
}

/** The services pass cannot run: a skip in development, a failure under CI. */
function servicesPassMissing(step, testCount) {
  const reason = `${missingServices.join(' and ')} ${missingServices.length > 1 ? 'are' : 'is'} not set`;
  if (underCi) {
    console.error(`✗ ${step}: CI requires the ${servicesPass} pass, but ${reason}`);
    report.add({ step, failed: 1, note: reason });
  } else {
    report.add({ step, skipped: testCount, note: reason });
  }
}

if (!(await ensureNpmPackages())) {
  console.error('npm install failed; see the messages above.');
  process.exit(1);
}
await ensureDebianPackages([...apertiumPackages, ...documentPackages, ...browserTestPackages]);
if (missingServices.length > 0 && !underCi) {
  console.log(`skipped ${servicesPass} pass: DATABASE_URL and REDIS_URL are not set`);
}

await staticChecks();

// Built before the test runners: besides Playwright, the integration suites that stop the site, run it
// beside workers or serve several variants from one build (apps/web/server/*.int.test.ts) use this build.
const build = await timed(async () => ({ ok: await buildWebIfStale() }));
report.add({
  step: 'next build',
  passed: build.ok ? 1 : 0,
  failed: build.ok ? 0 : 1,
  seconds: build.seconds,
});

const embedded = await vitest(
  'vitest unit + integration (embedded)',
  [],
  embeddedEnv(),
  runnerLimitMinutes.vitestEmbedded,
);
if (missingServices.length === 0) {
  await vitest(
    `vitest integration (${servicesPass})`,
    ['--project', 'integration', '--project', 'integration (isolated)'],
    process.env,
    runnerLimitMinutes.vitestServices,
  );
} else {
  servicesPassMissing(`vitest integration (${servicesPass})`, embedded.integrationTests ?? 0);
}
if (build.ok) {
  const e2e = await playwright(
    'playwright e2e (embedded)',
    embeddedEnv(),
    runnerLimitMinutes.playwrightEmbedded,
  );
  if (missingServices.length === 0) {
    // Only the specs whose outcome can depend on the backend (playwright.config.ts lists the others).
    await playwright(
      `playwright e2e (${servicesPass})`,
      { ...process.env, E2E_BACKEND_SPECS_ONLY: '1' },
      runnerLimitMinutes.playwrightServices,
    );
  } else {
    servicesPassMissing(`playwright e2e (${servicesPass})`, e2e.total ?? 0);
  }
} else {
  report.add({ step: 'playwright e2e', note: 'not run: the site did not build' });
}

rmSync(reportsDir, { recursive: true, force: true });
report.print();
process.exitCode = report.total('failed') > 0 ? 1 : 0;
