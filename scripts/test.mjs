// `npm test`: every check CI runs, stopping at the first failed step: the drift check, then lint, typecheck, the web
// build and the installs of the programs the tests need (ensure-test-tools.sh) side by side, the unit and api tests,
// part of the api tests again on PostgreSQL 15, the browser tests.
// Each step gets a banner and its duration; the last line counts the vitest tests of the run:
// `tests: N passed, M failed[, K skipped]`.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// `npm test` runs this on the project's own Node (the `node` dependency, first on npm's PATH); a Node of the
// machine's own that the project does not support is refused here rather than failing somewhere in the suite.
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor !== 22 && nodeMajor !== 24) {
  console.error(`npm test needs Node.js 22 or 24, not ${process.version}: run it as \`npm test\` after \`npm ci\`.`);
  process.exit(1);
}

// vitest on this very Node: its workers and the api processes the tests start take `process.execPath` from it.
const vitest = [process.execPath, path.join(root, 'node_modules/vitest/vitest.mjs')];

/**
 * The steps' temporary files live in memory when the machine's tmpfs, /dev/shm, has room: above all the tests'
 * PostgreSQL clusters, which the run throws away (each api test file works in a copy of the template database, a
 * hundred in all); on disk, writing and deleting their files cost the steps time (bench/RESULTS.md). Each step gets
 * the folder as TMPDIR. It is deleted at the end, and the folder of a run that was killed, by the next run.
 */
function runTemporaryDirectory() {
  const prefix = 'esvd-test-run-';
  let parent = tmpdir();
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= 4 * 1024 ** 3) parent = '/dev/shm';
  } catch {
    // No /dev/shm: the system's temp folder.
  }
  for (const name of readdirSync(parent).filter((entry) => entry.startsWith(prefix))) {
    const folder = path.join(parent, name);
    const pid = Number(readFileSafely(path.join(folder, 'pid')));
    if (!(pid > 0 && isRunning(pid))) rmSync(folder, { recursive: true, force: true });
  }
  const folder = mkdtempSync(path.join(parent, prefix));
  // Readable by others: as root, the tests run PostgreSQL as the postgres user, with its clusters in here.
  chmodSync(folder, 0o755);
  writeFileSync(path.join(folder, 'pid'), String(process.pid));
  return folder;
}

function readFileSafely(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const runDirectory = runTemporaryDirectory();
process.env.TMPDIR = runDirectory;
const reportDirectory = mkdtempSync(path.join(runDirectory, 'report-'));

/**
 * Runs vitest with its usual output plus a JSON report, which the summary line is counted from; `files` narrows the
 * run, `wrapper` runs it under another command (which ends with the command it is given).
 */
function vitestRun(name, projects, { files = [], wrapper = [] } = {}) {
  const report = path.join(reportDirectory, `${name.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  return {
    name,
    command: [
      ...wrapper,
      ...vitest,
      'run',
      ...projectArgs,
      ...files,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
  };
}

// The oldest PostgreSQL the product supports, Debian's 15 (the rest of the suite runs on the embedded 18): every
// migration and the seed (the template database), and the api tests of the database's own rules, searches,
// statistics, entry and uploads; and the backup's restore, which needs a pg_dump of the server's version (Debian's
// 15: the embedded PostgreSQL ships none, so on the embedded 18 it is skipped).
const onPostgres15 = [
  'foreign-keys',
  'database-rules',
  'search',
  'summary-stats',
  'map',
  'export',
  'valuation-entry',
  'studies',
  'dataset-upload',
  'esvd-fidelity',
  'vsl',
  'backup-restore',
].map((file) => `test/api/${file}.test.ts`);

const steps = [
  // First and alone: it writes the generated files again, which the checks and the build below read.
  { name: 'drift', command: ['npm', 'run', 'drift'] },
  // Each of the checks keeps one core busy at most: side by side they take the time of the longest, ESLint's (the
  // parts of `npm run lint` run apart, so that Prettier's check does not wait for it). The installs of the programs
  // the tests need (on a fresh machine: downloads, mostly waiting) go on meanwhile.
  {
    name: 'lint, typecheck, build, test tools',
    together: [
      { name: 'eslint', command: ['npm', 'run', 'lint:code'] },
      { name: 'prettier', command: ['npm', 'run', 'lint:format'] },
      { name: 'openapi lint', command: ['npm', 'run', 'lint:openapi'] },
      { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
      { name: 'build', command: ['npm', 'run', 'build'] },
      { name: 'test tools', command: ['bash', 'scripts/ensure-test-tools.sh'] },
    ],
  },
  vitestRun('unit and api tests', ['unit', 'api']),
  vitestRun('api tests on PostgreSQL 15', ['api'], {
    files: onPostgres15,
    wrapper: ['bash', 'scripts/with-postgres-15.sh'],
  }),
  vitestRun('e2e tests', ['e2e']),
];

const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;

/** Runs a command; `quiet` keeps its output and hands it back instead of printing it as it comes. */
function run([command, ...args], { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    const done = (exitCode) => resolve({ exitCode, output: Buffer.concat(output).toString() });
    child.on('error', (error) => {
      if (quiet) output.push(Buffer.from(`${error.message}\n`));
      else console.error(error.message);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Commands run side by side; each one's output is printed whole, under its own banner, as it ends. Resolves with
 * the exit code (1 when any failed) and a line per command with its duration.
 */
async function runTogether(commands) {
  const lines = [];
  const exitCodes = await Promise.all(
    commands.map(async ({ name, command }) => {
      const startedAt = Date.now();
      const { exitCode, output } = await run(command, { quiet: true });
      const duration = seconds(Date.now() - startedAt);
      console.log(
        `\n--- ${name}: ${command.join(' ')}\n\n${output.trimEnd()}\n\n--- ${name}: ${exitCode ? `FAILED (exit code ${exitCode})` : 'passed'} in ${duration}`,
      );
      lines.push(`    ${name.padEnd(18)} ${duration.padStart(8)}${exitCode ? '  FAILED' : ''}`);
      return exitCode;
    }),
  );
  return { exitCode: exitCodes.some(Boolean) ? 1 : 0, lines };
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
// The failed tests, named again at the end: CI keeps only the tail of the output.
const failures = [];

/** The first lines of a failure's message, without colours or the stack beyond its first frames. */
function firstLines(message = '') {
  return stripVTControlCharacters(message)
    .split('\n')
    .slice(0, 4)
    .map((line) => `      ${line}`)
    .join('\n');
}

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
    for (const file of report.testResults) {
      const where = path.relative(root, file.name);
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests)
        failures.push(`  ${where} > ${test.fullName}\n${firstLines(test.failureMessages[0])}`);
      if (file.status === 'failed' && failedTests.length === 0) {
        counts.failed += 1;
        failures.push(`  ${where}\n${firstLines(file.message)}`);
      }
    }
  }
  if (stepFailed && counts.failed === failedBefore) counts.failed += 1;
}

const timings = [];
let failedStep;

for (const [index, step] of steps.entries()) {
  const what = step.together ? step.together.map(({ name }) => name).join(', ') : step.command.join(' ');
  const node = step.report ? ` (Node.js ${process.version})` : '';
  console.log(`\n=== [${index + 1}/${steps.length}] ${step.name}${node}: ${what.replaceAll(`${root}/`, '')}\n`);
  const startedAt = Date.now();
  const { exitCode, lines = [] } = step.together ? await runTogether(step.together) : await run(step.command);
  const report = step.report ? readReport(step) : null;
  const failure = stepFailure(step, exitCode, report);
  if (step.report) countTests(report, Boolean(failure));
  const duration = Date.now() - startedAt;
  timings.push(`  ${step.name.padEnd(20)} ${seconds(duration).padStart(8)}${failure ? '  FAILED' : ''}`);
  timings.push(...lines);
  if (failure) {
    console.error(`\n=== ${step.name} FAILED (${failure}) after ${seconds(duration)}`);
    failedStep = step;
    break;
  }
  console.log(`\n=== ${step.name} passed in ${seconds(duration)}`);
}

rmSync(runDirectory, { recursive: true, force: true });
console.log(`\nSteps:\n${timings.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}`);
console.log(failedStep ? `\nFAILED at step: ${failedStep.name}` : '\nAll steps passed.');
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
