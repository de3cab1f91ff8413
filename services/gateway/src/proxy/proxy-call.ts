import type { ServiceName } from '@yarn-mgmt/contracts';
import type { Upstream } from '@yarn-mgmt/nest-kit';
import type { Agent, ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { hasBody } from './proxy-headers.js';

/**
 * A body up to this size (a JSON write) is kept until the call is answered, so that it can go to another
 * instance; a larger one (an upload) streams to one instance and is never resent, even to the next instance
 * after a refused connection (it was read into the first attempt).
 */
export const REPLAY_LIMIT = 1 << 20;

export interface Target {
  hostname: string;
  port: string;
  agent: Agent;
}

export type Body = { kind: 'none' } | { kind: 'kept'; data: Buffer } | { kind: 'streamed' };

/** One call's way through a service's instances. */
export interface Call {
  service: ServiceName;
  request: IncomingMessage;
  response: ServerResponse;
  body: Body;
  /** Safe to send to another instance after this one may have got it (isRepeatable, libs/contracts). */
  repeatable: boolean;
  /** A repeatable call gets its answer's head by then (ms since the epoch), whichever instances it tried. */
  deadline: number;
  instances: Array<Upstream<Target>>;
  index: number;
  /** Already sent once more on a fresh connection after a reused one was reset. */
  resent: boolean;
  done: () => void;
  track: (upstream: ClientRequest) => void;
}

export async function bodyOf(request: IncomingMessage): Promise<Body> {
  if (!hasBody(request)) return { kind: 'none' };
  const length = Number(request.headers['content-length']);
  if (!Number.isFinite(length) || length > REPLAY_LIMIT) return { kind: 'streamed' };
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return { kind: 'kept', data: Buffer.concat(chunks) };
}

/** No answer in time: the idle timeout (PROXY_TIMEOUT_MS) or a repeatable call's try timeout. */
export const NO_ANSWER_CODE = 'ETIMEDOUT';
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Where a call that failed at `call.index` goes next, if anywhere.
 * A refused connection reached nothing: any call goes on. A call that may have reached the instance (cut off, or
 * no answer in time) goes on only when it is repeatable; a pooled connection reset as it was reused is first
 * tried once more on a fresh one. A streamed body was read into the first attempt: it goes nowhere else.
 */
export function nextTry(
  call: Call,
  code: string,
  reusedSocket: boolean,
  notConnected: boolean,
): Call | undefined {
  if (call.body.kind === 'streamed') return undefined;
  const next = call.index + 1 < call.instances.length ? { ...call, index: call.index + 1 } : undefined;
  if (notConnected) return next;
  if (!call.repeatable) return undefined;
  if (code === NO_ANSWER_CODE) return next;
  if (!RESET_CODES.has(code)) return undefined;
  if (reusedSocket && !call.resent) return { ...call, resent: true };
  return next;
}
