import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

describe('lazySchema', () => {
  it('builds the schema on first use only, and once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds++;
      return z.object({ id: z.number().int(), name: z.string().trim().min(1, 'Name is required') });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ id: 1, name: ' Ravi ' })).toEqual({ id: 1, name: 'Ravi' });
    expect(schema.safeParse({ id: 1, name: ' ' }).error?.issues[0]?.message).toBe('Name is required');
    expect(builds).toBe(1);
  });

  it('is the schema itself: instanceof, composition and JSON Schema see one object', () => {
    const row = lazySchema(() => z.object({ id: z.number().int().nonnegative() }));
    const list = lazySchema(() => z.object({ rows: z.array(row), first: row.optional() }));
    expect(row).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(row.shape)).toEqual(['id']);
    expect(row.extend({ name: z.string() }).parse({ id: 2, name: 'x' })).toEqual({ id: 2, name: 'x' });
    expect(list.parse({ rows: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }] });
    expect(z.toJSONSchema(list.extend({ total: z.number().default(0) }), { io: 'output' })).toMatchObject({
      properties: { rows: { items: { properties: { id: { type: 'integer', minimum: 0 } } } } },
    });
  });

  it('asks whether a property is there as the schema would answer', () => {
    const schema = lazySchema(() => z.enum(['en', 'hi']));
    expect('_zod' in schema).toBe(true);
    expect(schema.options).toEqual(['en', 'hi']);
  });
});
