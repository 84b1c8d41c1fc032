import { Column, type ColumnOptions, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The column decorators many entities share. Each stands for exactly the `@Column` it replaces (the
 * same options, so the same TypeORM metadata); the migrations, not these, make the schema.
 */

type MoreOptions = Omit<ColumnOptions, 'name' | 'type'>;

/** The auto-increment integer primary key `id`. */
export function IdColumn(): PropertyDecorator {
  return PrimaryGeneratedColumn({ type: 'int' });
}

/** An INT column named `name` (a foreign id, a count …). */
export function IntColumn(name: string, options: MoreOptions = {}): PropertyDecorator {
  return Column({ name, type: 'int', ...options });
}

/** A DATETIME column named `name`. */
export function DateTimeColumn(name: string, options: MoreOptions = {}): PropertyDecorator {
  return Column({ name, type: 'datetime', ...options });
}

/** `created_at`, set by the code that inserts the row. */
export function CreatedAtColumn(): PropertyDecorator {
  return DateTimeColumn('created_at');
}

/**
 * The base of an entity keyed by the auto-increment `id` (TypeORM's concrete-table inheritance:
 * the column is each entity's own, in its own table).
 */
export abstract class IdEntity {
  @IdColumn()
  id: number;
}
