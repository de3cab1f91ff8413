import { Injectable, NotFoundException, Param, type PipeTransform } from '@nestjs/common';

const MAX_INT = 2_147_483_647;

/**
 * A serial id from the route: digits only, 1 to PostgreSQL's integer maximum. Anything else names nothing: 404,
 * the answer for an id that does not exist, never a 400 or a database error.
 */
@Injectable()
export class ParseIntIdOr404Pipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: () => Error = () => new NotFoundException()) {}

  transform(value: string): number {
    if (!/^[1-9][0-9]{0,9}$/.test(value)) throw this.notFound();
    const id = Number(value);
    if (id > MAX_INT) throw this.notFound();
    return id;
  }
}

/** `@IntIdParam('id', () => TargetError.notFound()) id: number`. */
export const IntIdParam = (name: string, notFound?: () => Error): ParameterDecorator =>
  Param(name, new ParseIntIdOr404Pipe(notFound));
