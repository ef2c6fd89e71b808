import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

const NUL = '\u0000';
const MAX_DEPTH = 32;

/** The path of the first text (value or key) holding a NUL character, e.g. 'contactpersoN1' or 'items.2.name'. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return innerPath;
    const found = findNul(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Text with a NUL character is never meaningful input, and PostgreSQL cannot store it (the query would fail with
 * a 500 on that engine while SQLite stored it): every body, query and path value is refused with a 400 before
 * validation. Runs after the access check (onRequest), so callers who may not use a route still get 401/403.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.body, '') ?? findNul(request.query, '') ?? findNul(request.params, '');
    if (field !== null) {
      const name = field || 'body';
      const message = `${name} must not contain the NUL character (\\u0000)`;
      throw badRequest(message, { [name]: message });
    }
  });
}
