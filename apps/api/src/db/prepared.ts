import type { DbOrTx } from './client';

/**
 * A hot read prepared once per database handle: the ORM builds its SQL once instead of on every
 * call (building it was the ORM's largest share of a hot read's CPU in a profile), and on
 * PostgreSQL the named statement is parsed and planned once per connection.
 * `build` must make the same query whatever the handle (values go in as `sql.placeholder`s).
 */
export function preparedPer<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const prepared = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
