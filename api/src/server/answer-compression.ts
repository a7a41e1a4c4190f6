import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { constants, gzipSync } from 'node:zlib';
import { answerTimingOf } from './answer-timing.ts';

/** Smaller answers are sent as they are; compressing them would cost more than it saves. */
const minimumBytes = 1024;
/** Up to this size (about 1 ms of gzip) an answer is compressed at once on the event loop. */
const wholeAnswerBytes = 256 * 1024;

/**
 * Gzip for the JSON answers of the API (GraphQL, map data), at the fastest level since the server pays for
 * it on every call. An answer Express sends whole and of at most 256 kB, a search page for instance, is
 * compressed in one call, with its Content-Length: the `compression` stream hands it to the thread pool in
 * pieces, and the answer's client then reads a chunked body, both of which cost every search time. Larger answers (map markers of a broad search, megabytes) and streamed ones go
 * through `compression` and do not hold up the event loop.
 */
export function compressAnswers() {
  const streaming = compression({ level: constants.Z_BEST_SPEED, threshold: minimumBytes });
  return (request: Request, response: Response, next: NextFunction) => {
    streaming(request, response, () => {
      const streamingEnd = response.end.bind(response) as (...args: unknown[]) => Response;
      // Express's send and json hand their whole answer over as a Buffer.
      response.end = ((...args: unknown[]) => {
        const [body] = args;
        const whole =
          Buffer.isBuffer(body) &&
          body.length >= minimumBytes &&
          body.length <= wholeAnswerBytes &&
          args.length <= 2 &&
          !response.headersSent &&
          response.statusCode !== 204 &&
          response.statusCode !== 304 &&
          request.method !== 'HEAD' &&
          !response.getHeader('Content-Encoding') &&
          request.acceptsEncodings('gzip', 'identity') === 'gzip';
        if (!whole) return streamingEnd(...args);
        const compressed = gzipSync(body, { level: constants.Z_BEST_SPEED });
        answerTimingOf(response)?.step('compression');
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Content-Length', compressed.length);
        response.vary('Accept-Encoding');
        // `compression` lets an answer that is already encoded through unchanged.
        return streamingEnd(compressed);
      }) as Response['end'];
      next();
    });
  };
}
