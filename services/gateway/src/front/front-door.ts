import type { NestExpressApplication } from '@nestjs/platform-express';
import { requestLogger, type RequestLogParams } from '@yarn-mgmt/nest-kit';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Logs a request the front door answers, exactly as the app logs its own (same line, same id, same output). */
export type LogRequest = (request: IncomingMessage, response: ServerResponse) => void;

/** Answers a raw request itself and returns true, or returns false to leave it to Express and Nest. */
export type FrontDoorHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  log: LogRequest,
) => boolean;

/**
 * The gateway's own first listener (issue 19: no other service has one, so it lives here, not in the kit): every
 * request meets `handler` before Express; what it declines goes to the Express app as before. A request it
 * answers is logged with the app's request-log settings (none when the app logs no requests).
 */
export function installFrontDoor(
  app: NestExpressApplication,
  handler: FrontDoorHandler,
  requestLog: RequestLogParams | undefined,
): void {
  const logger = requestLog ? requestLogger(requestLog) : undefined;
  const log: LogRequest = (request, response) => logger?.(request, response);
  const server: Server = app.getHttpServer();
  const [express, ...others] = server.listeners('request') as Array<
    (request: IncomingMessage, response: ServerResponse) => void
  >;
  if (!express || others.length > 0) throw new Error('Expected one request listener (the Express app)');
  server.removeListener('request', express);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!handler(request, response, log)) express(request, response);
  });
}
