import { BadRequestException } from '@nestjs/common';
import { toFieldErrors } from '@yarn-mgmt/contracts';

export interface ValidationIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** Bad input against a contracts schema: a 400 whose body names the first problem and every field's messages. */
export class RequestValidationException extends BadRequestException {
  readonly fieldErrors: Record<string, string[]>;

  constructor(readonly issues: ReadonlyArray<ValidationIssue>) {
    super(issues[0]?.message ?? 'Invalid request');
    this.fieldErrors = toFieldErrors(issues);
  }
}
