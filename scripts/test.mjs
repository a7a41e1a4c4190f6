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
  const report = path.join(reportDirectory, `${name}.json`);
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

/**
 * Sums the JSON reports. A test file that failed before any of its tests ran (an import error, a
 * failing `beforeAll`) counts as one failed test, so a broken file can never look like a green run.
 */
function countTests() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const step of steps) {
    if (!step.report || !existsSync(step.report)) continue;
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    counts.failed += report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
  }
  return counts;
}

const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;
const timings = [];
let failedStep;

for (const [index, step] of steps.entries()) {
  console.log(`\n=== [${index + 1}/${steps.length}] ${step.name}: ${step.command.join(' ').replace(`${root}/`, '')}\n`);
  const startedAt = Date.now();
  const exitCode = await run(step.command);
  const duration = Date.now() - startedAt;
  timings.push(`  ${step.name.padEnd(20)} ${seconds(duration).padStart(8)}${exitCode ? '  FAILED' : ''}`);
  if (exitCode) {
    console.error(`\n=== ${step.name} FAILED (exit code ${exitCode}) after ${seconds(duration)}`);
    failedStep = step;
    break;
  }
  console.log(`\n=== ${step.name} passed in ${seconds(duration)}`);
}

const counts = countTests();
rmSync(reportDirectory, { recursive: true, force: true });
console.log(`\nSteps:\n${timings.join('\n')}`);
console.log(failedStep ? `\nFAILED at step: ${failedStep.name}` : '\nAll steps passed.');
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
