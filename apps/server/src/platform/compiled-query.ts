/**
 * A Kysely query built and compiled to SQL once, then run again with new parameter values. Building the operation
 * tree and compiling it was about a fifth of a create's CPU (bench/README.md 'Creating a request: compiled
 * queries'), the same work with the same result on every request. The query is still written once, in Kysely, for
 * both engines: only the values bound to its placeholders change between runs.
 *
 * The placeholders (`$.name`) are objects Kysely takes for plain values, so each becomes one bound parameter.
 * What would not survive that is refused instead of run with another shape:
 * - a value that changes the SQL text (a list for `in`, an identifier, `undefined`, which makes Kysely leave an
 *   insert's column out): a placeholder that did not end up as one parameter fails when compiled; undefined or a
 *   list given at run time fails the call;
 * - each run gets its own parameter array (a PostgreSQL query waiting for a pooled connection keeps its array
 *   until it is sent, so one array must never be filled again for the next call).
 * The compiled form is kept per adapter and list of plugins, that is per database handle (its transactions share
 * it), and compiled through the executor it first runs on, plugins included.
 */
import {
  NoResultError,
  type Compilable,
  type CompiledQuery,
  type DialectAdapter,
  type Kysely,
  type KyselyPlugin,
  type QueryNode,
} from 'kysely';
import type { Database } from '../db/schema.js';

/** A `Kysely` or a `Transaction` (which extends it). */
type Executor = Kysely<Database>;

class Placeholder {
  constructor(readonly name: string) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** Per parameter: the placeholder's name, or undefined for a value fixed in the query itself. */
  names: Array<string | undefined>;
  fixed: unknown[];
}

function compile<P extends object, R>(
  executor: Executor,
  build: (db: Executor, $: P) => Compilable<R>,
): Compiled<R> {
  const used = new Set<string>();
  const $ = new Proxy({} as P, {
    get(_target, name) {
      used.add(String(name));
      return new Placeholder(String(name));
    },
  });
  const query = build(executor, $).compile();
  const names = query.parameters.map((value) => (value instanceof Placeholder ? value.name : undefined));
  for (const name of used) {
    if (names.filter((n) => n === name).length === 0)
      throw new Error(`compiledQuery: placeholder '${name}' is not a single parameter of ${query.sql}`);
  }
  return { query, names, fixed: [...query.parameters] };
}

/** Compared by content: a transaction's executor carries a copy of its handle's plugin list. */
function samePlugins(a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

export interface CompiledKyselyQuery<P, R> {
  execute(executor: Executor, params: P): Promise<R[]>;
  executeTakeFirst(executor: Executor, params: P): Promise<R | undefined>;
  executeTakeFirstOrThrow(executor: Executor, params: P): Promise<R>;
}

/**
 * `build` receives a Kysely to build on and the placeholders: `compiledQuery((db, $: { id: number }) =>
 * db.selectFrom('t').selectAll().where('id', '=', $.id))`, then `.executeTakeFirst(trx, { id: 7 })`.
 */
export function compiledQuery<P extends object, R>(
  build: (db: Executor, $: P) => Compilable<R>,
): CompiledKyselyQuery<P, R> {
  const byAdapter = new WeakMap<
    DialectAdapter,
    Array<{ plugins: readonly KyselyPlugin[]; compiled: Compiled<R> }>
  >();

  function compiledFor(executor: Executor): Compiled<R> {
    const { adapter, plugins } = executor.getExecutor();
    let forms = byAdapter.get(adapter);
    if (!forms) byAdapter.set(adapter, (forms = []));
    for (const form of forms) if (samePlugins(form.plugins, plugins)) return form.compiled;
    const compiled = compile(executor, build);
    forms.push({ plugins: [...plugins], compiled });
    return compiled;
  }

  async function execute(executor: Executor, params: P): Promise<{ rows: R[]; compiled: Compiled<R> }> {
    const compiled = compiledFor(executor);
    const { names, fixed } = compiled;
    const parameters = new Array<unknown>(names.length);
    for (let i = 0; i < names.length; i += 1) {
      const name = names[i];
      if (name === undefined) {
        parameters[i] = fixed[i];
        continue;
      }
      const value = (params as Record<string, unknown>)[name];
      if (value === undefined || Array.isArray(value))
        throw new Error(`compiledQuery: '${name}' must be one value (${compiled.query.sql})`);
      parameters[i] = value;
    }
    const result = await executor.executeQuery<R>({ ...compiled.query, parameters });
    return { rows: result.rows, compiled };
  }

  return {
    execute: async (executor, params) => (await execute(executor, params)).rows,
    executeTakeFirst: async (executor, params) => (await execute(executor, params)).rows[0],
    async executeTakeFirstOrThrow(executor, params) {
      const { rows, compiled } = await execute(executor, params);
      if (rows.length === 0) throw new NoResultError(compiled.query.query as QueryNode);
      return rows[0]!;
    },
  };
}
