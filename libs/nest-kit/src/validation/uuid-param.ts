import { Injectable, NotFoundException, Param, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * A route id that is not a UUID names nothing: 404, the same answer as an id that does not exist (or belongs to
 * someone else), never a 400 or a database error.
 */
@Injectable()
export class ParseUuidOr404Pipe implements PipeTransform<string, string> {
  constructor(private readonly notFound: () => Error = () => new NotFoundException()) {}

  transform(value: string): string {
    if (!isUuid(value)) throw this.notFound();
    return value;
  }
}

/** `@UuidParam('id', () => YarnError.notFound()) id: string`. */
export const UuidParam = (name: string, notFound?: () => Error): ParameterDecorator =>
  Param(name, new ParseUuidOr404Pipe(notFound));
