type ExportFileCode =
  | 'DAMAGED'
  | 'FOREIGN'
  | 'NEWER_VERSION'
  | 'CSV_NOT_IMPORTABLE'
  | 'OTHER_OWNER'
  | 'TOO_LARGE'
  | 'TOO_MANY_ENTRIES'
  | 'UNPACKS_TOO_LARGE';

/**
 * A refusal the account service answers with AccountDataError(code) (the worker cannot throw that class). No
 * parameter properties here: the worker runs this file's source with Node's type stripping under the tests.
 */
export class ExportFileError extends Error {
  readonly code: ExportFileCode;

  constructor(code: ExportFileCode, message?: string) {
    super(message ?? code);
    this.name = 'ExportFileError';
    this.code = code;
  }
}
