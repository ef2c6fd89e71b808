import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

const MAX_DEPTH = 32;

/**
 * Characters no input of this app means (tab, line feed and carriage return are text): NUL, which PostgreSQL
 * cannot store; the other C0 and C1 controls (a bell or an escape sequence in a remark); and the bidirectional
 * embeddings and overrides (U+202A-U+202E), which make text that others read show in another order than it was
 * typed ('Good Garage \u202eegaraG'). The marks and isolates Urdu and other right-to-left text use are kept.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e]/;

/** What is wrong with a text's characters ('must not contain ...'), or null when nothing is. */
export function forbiddenCharacters(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (CONTROL.test(text)) return 'must not contain control characters';
  return null;
}

/** The first text (value or key) with a forbidden character: its path ('contactpersoN1', 'items.2.name'). */
function findForbidden(value: unknown, path: string, depth = 0): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = forbiddenCharacters(value);
    return problem ? { path, problem } : null;
  }
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    const problem = forbiddenCharacters(key);
    if (problem) return { path: innerPath, problem };
    const found = findForbidden(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every body, query and path value with a forbidden character (forbiddenCharacters) is refused with a 400 before
 * validation, naming the field. Runs after the access check (onRequest), so callers who may not use a route still
 * get 401/403.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findForbidden(request.body, '') ??
      findForbidden(request.query, '') ??
      findForbidden(request.params, '');
    if (found !== null) {
      const name = found.path || 'body';
      const message = `${name} ${found.problem}`;
      throw badRequest(message, { [name]: message });
    }
  });
}
