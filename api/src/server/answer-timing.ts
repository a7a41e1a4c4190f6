import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import type { Context } from '../core/context.ts';

/**
 * What the api spent on one answer, step by step, sent in its `Server-Timing` header (W3C Server Timing): a
 * browser's developer tools show it beside the request, and `npm run bench` reads it to say where a call's time goes.
 * Each step is the time since the step before it; `total` is the time until the headers went, which the steps make up
 * but for handing the answer to Node.
 */
export class AnswerTiming {
  private lastMark: number;
  private readonly steps = new Map<string, number>();

  constructor(private readonly started = performance.now()) {
    this.lastMark = started;
  }

  /** Ends a step: the time since the last one ended (or the request arrived) is counted under `name`. */
  step(name: AnswerStep): void {
    const now = performance.now();
    this.steps.set(name, (this.steps.get(name) ?? 0) + now - this.lastMark);
    this.lastMark = now;
  }

  header(): string {
    const steps = [...this.steps, ['total', performance.now() - this.started] as const];
    return steps.map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(', ');
  }
}

/**
 * The steps, in the order they happen: the request's way through the front door (security headers, limits, routing)
 * and its body read and parsed; the caller's session looked up; the GraphQL operation checked and executed, or a REST
 * route's handler (their SQL included); the answer made JSON; the answer gzipped whole (a streamed answer is
 * compressed as it is sent, after the headers).
 */
export const answerStepNames = ['request', 'session', 'execution', 'handler', 'serialisation', 'compression'] as const;

export type AnswerStep = (typeof answerStepNames)[number];

/** A `Server-Timing` header as `AnswerTiming.header` writes it, read back: each step and `total`, in ms, in order. */
export function answerStepsOf(header: string | string[] | undefined | null): [string, number][] {
  return [header ?? []]
    .flat()
    .join(',')
    .split(',')
    .flatMap((entry) => {
      const match = /^\s*([\w-]+);dur=([\d.]+)\s*$/.exec(entry);
      return match ? [[match[1], Number(match[2])] as [string, number]] : [];
    });
}

export const answerTimingOf = (response: Response): AnswerTiming | undefined =>
  response.locals.answerTiming as AnswerTiming | undefined;

/** Notes when a request arrived: mounted before any other middleware, so that its answer's timing counts theirs. */
export function noteArrival(_request: Request, response: Response, next: NextFunction): void {
  response.locals.arrivedAt = performance.now();
  next();
}

/**
 * Times an answer from its arrival (`noteArrival`) and sends the timing with the headers. Mounted after the
 * compression, so that it sees the answer handed over before the compression does: the time until then is its
 * serialisation.
 */
export function timeAnswers() {
  return (_request: Request, response: Response, next: NextFunction) => {
    const timing = new AnswerTiming(response.locals.arrivedAt as number | undefined);
    response.locals.answerTiming = timing;
    const writeHead = response.writeHead;
    // Node writes the headers through writeHead, whether a handler calls it or the first write does.
    response.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!this.headersSent) this.setHeader('Server-Timing', timing.header());
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    response.end = ((...args: unknown[]) => {
      if (!response.headersSent) timing.step('serialisation');
      return end(...args);
    }) as Response['end'];
    next();
  };
}

/**
 * Where a GraphQL request's context carries its timing (Apollo's plugins see the context, not the response). A symbol
 * key, as Apollo hands each operation a shallow copy of the context, which copies it too.
 */
const timingKey = Symbol('answer timing');

type TimedContext = Context & { [timingKey]?: AnswerTiming };

export function timedContext(context: Context, response: Response): Context {
  (context as TimedContext)[timingKey] = answerTimingOf(response);
  return context;
}

/** Ends the execution step of a GraphQL answer when Apollo has its result, before it is serialised. */
export const executionTiming: ApolloServerPlugin<Context> = {
  async requestDidStart({ contextValue }) {
    return {
      async willSendResponse() {
        (contextValue as TimedContext)[timingKey]?.step('execution');
      },
    };
  },
};
