// `npm test`: every check CI runs, in order, stopping at the first failure. Each step gets a banner and
// its duration; the last line counts the vitest tests of the run: `tests: N passed, M failed[, K skipped]`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/.bin/vitest');
const reportDirectory = mkdtempSync(path.join(tmpdir(), 'esvd-test-report-'));

/** Runs vitest with its usual output plus a JSON report, which the summary line is counted from. */
function vitestRun(name, projects) {
  const report = path.join(reportDirectory, `${projects.join('-')}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  return {
    name,
    command: [vitest, 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
  };
}

const steps = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'drift', command: ['npm', 'run', 'drift'] },
  vitestRun('unit and api tests', ['unit', 'api']),
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'browsers', command: ['bash', 'scripts/ensure-chromium.sh'] },
  vitestRun('e2e tests', ['e2e']),
];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const readReport = (step) => (existsSync(step.report) ? JSON.parse(readFileSync(step.report, 'utf8')) : null);

/**
 * A vitest step passes only with exit code 0 and a report that says `success`: vitest exits 0 on some
 * errors outside the tests (a broken config, for one), and then runs no test at all.
 */
function stepFailure(step, exitCode, report) {
  if (exitCode) return `exit code ${exitCode}`;
  if (!step.report) return null;
  if (!report) return 'vitest wrote no report';
  return report.success ? null : 'vitest reported errors (see above)';
}

const counts = { passed: 0, failed: 0, skipped: 0 };

/**
 * Adds a vitest step's tests to the counts. A test file that failed before any of its tests ran (an
 * import error, a failing `beforeAll`) counts as one failed test, and so does a failed step whose
 * report names no failed test: a broken run never looks like a green one.
 */
function countTests(report, stepFailed) {
  const failedBefore = counts.failed;
  if (report) {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    counts.failed += report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
  }
  if (stepFailed && counts.failed === failedBefore) counts.failed += 1;
}

const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;
const timings = [];
let failedStep;

for (const [index, step] of steps.entries()) {
  console.log(`\n=== [${index + 1}/${steps.length}] ${step.name}: ${step.command.join(' ').replace(`${root}/`, '')}\n`);
  const startedAt = Date.now();
  const exitCode = await run(step.command);
  const report = step.report ? readReport(step) : null;
  const failure = stepFailure(step, exitCode, report);
  if (step.report) countTests(report, Boolean(failure));
  const duration = Date.now() - startedAt;
  timings.push(`  ${step.name.padEnd(20)} ${seconds(duration).padStart(8)}${failure ? '  FAILED' : ''}`);
  if (failure) {
    console.error(`\n=== ${step.name} FAILED (${failure}) after ${seconds(duration)}`);
    failedStep = step;
    break;
  }
  console.log(`\n=== ${step.name} passed in ${seconds(duration)}`);
}

rmSync(reportDirectory, { recursive: true, force: true });
console.log(`\nSteps:\n${timings.join('\n')}`);
console.log(failedStep ? `\nFAILED at step: ${failedStep.name}` : '\nAll steps passed.');
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
