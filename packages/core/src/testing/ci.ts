// Under CI (CI=true, as .ci/run sets it) every tool the tests use is installed, so a test that would
// skip itself for a missing tool runs and fails instead: a missing install step must not pass quietly.
export const underCi = Boolean(process.env.CI) && process.env.CI !== 'false';
