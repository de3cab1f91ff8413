import { PrimaryGeneratedColumn } from 'typeorm';

/** `id serial`, primary key `PK_<table>_id`: the deals API numbers its rows (spec part 2 section 3). */
export const SerialIdColumn = (table: string): PropertyDecorator =>
  PrimaryGeneratedColumn('increment', { primaryKeyConstraintName: `PK_${table}_id` });
