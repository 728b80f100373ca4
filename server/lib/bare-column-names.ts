import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Columns by their bare names ("key", "window_start"), for the places where PostgreSQL refuses the
 * "table"."column" that drizzle writes for a column: an INSERT's column list, an ON CONFLICT target
 * and the left side of its SET. Named from the schema's columns, so a renamed column fails the
 * typecheck instead of the statement at run time.
 */
export function bareColumnNames(...columns: Column[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

/** An ON CONFLICT DO UPDATE's SET list that gives each column the value of the row that was refused. */
export function setFromExcluded(...columns: Column[]): SQL {
  return sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`),
    sql`, `,
  );
}
