import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ApiError } from '@yarn-mgmt/contracts';
import type { Response } from 'express';
import { ZodError } from 'zod';
import { isDomainError } from './domain-error.js';
import { databaseErrorBody } from './postgres-errors.js';
import { RequestValidationException } from './request-validation.exception.js';

/** Maps anything thrown to the platform's one error body (`ApiError`); only 5xx details reach the log. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500 && !(exception instanceof HttpException)) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    // An error body is data, never a page to sniff (set here too for the gateway's API paths, which skip helmet).
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.status(body.statusCode).json(body);
  }

  toBody(exception: unknown): ApiError & Record<string, unknown> {
    if (exception instanceof RequestValidationException) {
      return { statusCode: 400, error: exception.message, fieldErrors: exception.fieldErrors };
    }
    if (exception instanceof ZodError) {
      return this.toBody(new RequestValidationException(exception.issues));
    }
    if (isDomainError(exception)) {
      return { statusCode: exception.status, error: exception.message, code: exception.code };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (exception.cause instanceof SyntaxError && statusCode === 400) {
        // body-parser's message quotes the broken input; the caller only needs to know it is not JSON.
        return { statusCode, error: 'Malformed JSON in request body' };
      }
      const payload = exception.getResponse();
      if (typeof payload === 'string') return { statusCode, error: payload };
      const { message, error, statusCode: _ignored, ...rest } = payload as Record<string, unknown>;
      const text = Array.isArray(message)
        ? message.map(String).join(', ')
        : typeof message === 'string'
          ? message
          : typeof error === 'string'
            ? error
            : (HTTP_STATUS_TEXT[statusCode] ?? exception.message);
      // Terminus' health body (status/info/details) and any code or field errors are kept: callers read them.
      return { statusCode, error: text, ...pick(rest) };
    }
    return databaseErrorBody(exception) ?? { statusCode: 500, error: 'Internal server error' };
  }
}

const HTTP_STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

function pick(rest: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of ['status', 'info', 'details', 'code', 'fieldErrors'] as const) {
    if (rest[key] !== undefined) kept[key] = rest[key];
  }
  return kept;
}
