// A worker thread that lowers its own priority (core/background-priority.ts), as the upload's reading thread does,
// and says what the system then gives it and the process (test/api/background-priority.test.ts).
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { lowerWorkerThreadPriority } from '../../api/src/core/background-priority.ts';

const threadId = Number(path.basename(readlinkSync('/proc/thread-self')));
const lowered = lowerWorkerThreadPriority();
parentPort!.postMessage({ lowered, thread: os.getPriority(threadId), process: os.getPriority(process.pid) });
