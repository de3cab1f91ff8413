import { ArgumentMetadata, Body, Injectable, PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { RequestValidationException } from '../errors/request-validation.exception.js';

/** Validates (and transforms) a request part with a contracts schema; failures become a 400 with field errors. */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType = z.ZodType> implements PipeTransform<
  unknown,
  z.output<S>
> {
  constructor(private readonly schema: S) {}

  transform(value: unknown, _metadata: ArgumentMetadata): z.output<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new RequestValidationException(result.error.issues);
    return result.data;
  }
}

/**
 * `@ZodBody(RegisterInputSchema) body: RegisterInput`: validates the JSON body. The schema also goes into the
 * parameter metadata, where @nestjs/swagger reads it to document the body in OpenAPI.
 */
export const ZodBody = (schema: z.ZodType): ParameterDecorator =>
  Body({ schema, pipes: [new ZodValidationPipe(schema)] });

/** `@ZodQuery(ListQuerySchema) query: ListQuery`: validates the query string the same way. */
export const ZodQuery = (schema: z.ZodType): ParameterDecorator =>
  Query({ schema, pipes: [new ZodValidationPipe(schema)] });
