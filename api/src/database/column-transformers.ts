import type { ValueTransformer } from 'typeorm';

/**
 * DECIMAL columns come back as strings from MySQL and as numbers from SQLite; this makes them
 * numbers (or null) on both.
 */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null): number | null => (value === null || value === undefined ? null : Number(value)),
};
