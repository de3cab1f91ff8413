import type { ValueTransformer } from 'typeorm';

/** pg hands `numeric` columns over as strings (they may exceed a double); our amounts fit one. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
