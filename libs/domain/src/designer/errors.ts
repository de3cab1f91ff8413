/** Thrown for an input the engine cannot design from; `field` names the input. */
export class DesignerInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
