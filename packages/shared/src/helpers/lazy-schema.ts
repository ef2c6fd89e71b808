/**
 * A schema built the first time it is used (parsed with, composed into another schema, asked for its shape)
 * instead of when its module loads. Building zod schemas is real work (each method of each schema is set up on
 * its instance): a page that loads a module of twenty schemas to use one of them, or none before the visitor
 * does something, pays for all twenty before its first paint.
 *
 * The value IS the schema once used, not a stand-in: on first use the schema `build` describes is constructed
 * onto this very object (zod's own constructor, called on it with the built schema's definition, as zod's
 * `clone` does), so its methods, `instanceof`, JSON Schema generation and every identity zod keeps (it tracks
 * schemas by object) see one object. Until then the object is empty and its prototype notices the first access.
 *
 * Schemas built from another module-level schema (`base.extend(...)`, `base.array()`) are wrapped themselves,
 * or they would build their base at load.
 */
export function lazySchema<T extends object>(build: () => T): T {
  const schema = Object.create(null) as object;
  let building = false;
  const materialize = () => {
    if (building) throw new Error('lazySchema: a schema that uses itself while it is built');
    building = true;
    const built = build() as unknown as ZodInstance;
    // The prototype goes first: zod's constructor checks the instance for internals it already has.
    Object.setPrototypeOf(schema, Object.getPrototypeOf(built));
    built._zod.constr.call(schema, built._zod.def);
    // Metadata (describe, meta) is inherited through the parent, as for zod's own clones.
    if (built._zod.parent) (schema as ZodInstance)._zod.parent = built._zod.parent;
  };
  const firstUse = new Proxy(Object.create(null) as object, {
    get: (_target, key, receiver) => {
      materialize();
      return Reflect.get(schema, key, receiver);
    },
    set: (_target, key, value, receiver) => {
      materialize();
      return Reflect.set(schema, key, value, receiver);
    },
    has: (_target, key) => {
      materialize();
      return Reflect.has(schema, key);
    },
  });
  Object.setPrototypeOf(schema, firstUse);
  return schema as T;
}

/** What lazySchema needs of a built zod schema: its constructor and definition. */
interface ZodInstance {
  _zod: { constr: (this: object, def: unknown) => unknown; def: unknown; parent?: unknown };
}
