// `npm test`: every check the project has, in order, continuing past failures so one run
// shows everything. Ends with the names of what failed (CI may keep only the log's tail), then
// one line `N passed, N failed` (test cases of every runner, plus one per whole-tree check),
// and exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const totals = { passed: 0, failed: 0 };
/** What failed, by name, repeated at the end of the log. */
const failures = [];

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A whole-tree check (type check, lint, build, budgets) counts as one test. */
function check(name, command, args) {
  const ok = run(command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) {
    console.log(`✗ ${name} failed`);
    failures.push(name);
  }
  return ok;
}

/** A test runner's cases count one by one, read from its JSON report. */
function runner(name, command, args, report, count, env) {
  rmSync(report, { force: true });
  const ok = run(command, args, env);
  if (!existsSync(report)) {
    totals.failed += 1;
    failures.push(`${name}: no report`);
    console.log(`✗ ${name} produced no report`);
    return;
  }
  const { passed, failed, names } = count(JSON.parse(readFileSync(report, 'utf8')));
  totals.passed += passed;
  totals.failed += failed + (ok || failed ? 0 : 1); // a crash with no failed case still fails
  failures.push(...names.map((test) => `${name}: ${test}`));
  if (!ok && !failed) failures.push(`${name}: the runner failed with no failed case`);
}

/** Vitest's JSON report: its failed cases as `file › full name`. */
const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  names: r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative('.', file.name)} › ${test.fullName}`),
  ),
});

/** Playwright's JSON report: its unexpected results as `file:line › title`. */
function playwrightCounts(r) {
  const names = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests.some((test) => test.status === 'unexpected');
      if (failed) names.push(`${spec.file}:${spec.line} › ${spec.title}`);
    }
    suite.suites?.forEach(visit);
  };
  r.suites.forEach(visit);
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, names };
}

mkdirSync('test-results', { recursive: true });
check('type check', 'npx', ['tsc', '--noEmit', '-p', '.']);
check('lint', 'npx', ['eslint', '.']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('php -l (WordPress plugin)', 'node', ['scripts/wordpress.mjs', 'lint']);
runner(
  'unit and component tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
  'test-results/unit.json',
  vitestCounts,
);
if (check('build', 'npm', ['run', 'build'])) {
  check('budgets (quick bench)', 'npm', ['run', 'bench', '--', '--quick']);
  runner(
    'end-to-end tests',
    'node',
    ['scripts/e2e.mjs', '--reporter=list,json'],
    'test-results/e2e.json',
    playwrightCounts,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve('test-results/e2e.json') },
  );
}

if (failures.length) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
