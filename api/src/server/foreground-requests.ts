import type { RequestHandler } from 'express';
import type { Workload } from '../core/workload.ts';

/**
 * Counts every request while it is answered, but those that send a file (an upload, which is itself the background
 * work): someone is waiting on the others.
 */
export function countForegroundRequests(workload: Workload): RequestHandler {
  return (request, response, next) => {
    if (!request.is('multipart/form-data')) response.once('close', workload.beginForeground());
    next();
  };
}
