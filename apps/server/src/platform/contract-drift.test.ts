/**
 * Contract drift between the web app and this server: every /api address the web's source calls must be a route
 * registered here with the same method. The web's source is read as text (not its tests): each '/api/...' text
 * (or a constant holding one) is attributed to the call it is written in: apiPost → POST, apiPut → PUT,
 * anything else (apiGet, fetch, EventSource, a download link) → GET. A renamed or removed route, or a web call
 * with the wrong method, fails here with the file that makes the call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as shared from '@fixo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { listApiRoutes } from './auth.js';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');

export interface WebCall {
  method: string;
  /** The path as written, `${...}` parts kept. */
  path: string;
  file: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    // tests and their fixtures are not the app: a fixture's path constants would count as calls
    return /\.tsx?$/.test(entry.name) &&
      !/\.(test|fixtures)\.tsx?$/.test(entry.name) &&
      !/^test-/.test(entry.name)
      ? [full]
      : [];
  });
}

const METHOD_OF_CALL: Record<string, string> = { apiPost: 'POST', apiPut: 'PUT', apiPatch: 'PATCH' };

/** The name of the call whose argument list holds `index`, or '' outside any call. */
function enclosingCall(text: string, index: number): string {
  let depth = 0;
  for (let i = index - 1; i >= 0; i -= 1) {
    const c = text[i];
    if (c === ')') depth += 1;
    else if (c === '(') {
      if (depth === 0) return /([A-Za-z_$][\w$]*)\s*(?:<[^<>()]*>)?\s*$/.exec(text.slice(0, i))?.[1] ?? '';
      depth -= 1;
    } else if (c === ';' && depth === 0) return '';
  }
  return '';
}

/** fetch(url, { method: 'POST' }): the method written in the call, GET when none. */
function fetchMethod(text: string, index: number): string {
  const rest = text.slice(index, index + 400);
  return /method:\s*'([A-Z]+)'/.exec(rest)?.[1] ?? 'GET';
}

function methodAt(text: string, index: number): string {
  const call = enclosingCall(text, index);
  if (call === 'fetch') return fetchMethod(text, index);
  return METHOD_OF_CALL[call] ?? 'GET';
}

const API_TEXT = /(['`])(\/api\/[^'`?]*)/g;
const CONSTANT = /(?:export\s+)?const\s+([A-Z][A-Z0-9_]*)\s*=\s*(['`])(\/api\/[^'`?]*)\2/g;

/** Every /api call the given web source files make. */
export function webCalls(files: readonly string[]): WebCall[] {
  const texts = files.map((file) => ({
    file: path.relative(webSrc, file),
    text: fs.readFileSync(file, 'utf8'),
  }));
  const constants = new Map<string, string>();
  const declarations = new Set<string>();
  for (const { file, text } of texts)
    for (const m of text.matchAll(CONSTANT)) {
      constants.set(m[1]!, m[3]!);
      declarations.add(`${file}:${m.index! + m[0].indexOf(m[2]!)}`);
    }
  const calls: WebCall[] = [];
  for (const { file, text } of texts) {
    for (const m of text.matchAll(API_TEXT)) {
      if (declarations.has(`${file}:${m.index}`)) continue;
      calls.push({ method: methodAt(text, m.index!), path: m[2]!, file });
    }
    // Import and re-export lists name a constant without using it: blank them out (same length, same indexes).
    const code = text.replace(/^(import|export)\b[^;]*?\bfrom\s+'[^']+';/gms, (m) =>
      m.replace(/[^\n]/g, ' '),
    );
    for (const [name, apiPath] of constants) {
      for (const m of code.matchAll(new RegExp(`\\b${name}\\b`, 'g'))) {
        const line = code.slice(code.lastIndexOf('\n', m.index!) + 1, m.index!);
        if (/^\s*(export\s+)?const\s+$/.test(line)) continue; // its declaration
        calls.push({ method: methodAt(code, m.index!), path: apiPath, file });
      }
    }
  }
  return calls;
}

/** Whether a route path (`/api/ServiceRequest/Track/:token`) serves a written path (`.../Track/${token}`). */
export function routeServes(routePath: string, written: string): boolean {
  const want = written.replace(/\/+$/, '').split('/');
  const have = routePath.split('/');
  if (want.length !== have.length) return false;
  return have.every((segment, i) => {
    const part = want[i]!;
    if (segment.startsWith(':')) return part !== '';
    // A segment the web computes (`/api/Masters/${list}`) stands for any name of that place.
    return /^\$\{[^}]*\}$/.test(part) || segment.toLowerCase() === part.toLowerCase();
  });
}

let t: TestApp;
let calls: WebCall[];
beforeAll(async () => {
  t = await createTestApp({ devTools: true });
  calls = webCalls(sourceFiles(webSrc));
});
afterAll(async () => t?.close());

describe('web ↔ server contract', () => {
  it('finds the web calls (so the check below is not empty)', () => {
    const seen = new Set(calls.map((c) => `${c.method} ${c.path}`));
    expect(seen.size).toBeGreaterThan(50);
    for (const known of [
      'POST /api/Auth/Login',
      'PUT /api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter',
      'PUT /api/ServiceRequest/RejectServiceRequestsByServiceCenter',
      'GET /api/Events/ServiceCenter',
      'GET /api/ServiceRequest/Track/${encodeURIComponent(token)}',
      'GET /api/AppConfigurations/GetEncValue',
    ])
      expect(seen, known).toContain(known);
  });

  it('every route the web calls exists on the server with the same method', () => {
    const routes = listApiRoutes(t.app);
    const missing = calls
      .filter((call) => !routes.some((r) => r.method === call.method && routeServes(r.url, call.path)))
      .map((call) => `${call.method} ${call.path} (${call.file})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('the matcher refuses a wrong method, a wrong name and a missing segment', () => {
    const routes = listApiRoutes(t.app);
    const served = (method: string, written: string) =>
      routes.some((r) => r.method === method && routeServes(r.url, written));
    expect(served('GET', '/api/ServiceRequest/Track/${token}')).toBe(true);
    expect(served('POST', '/api/Auth/Me')).toBe(false);
    expect(served('GET', '/api/Auth/MeToo')).toBe(false);
    expect(served('GET', '/api/ServiceRequest/Track/')).toBe(false);
  });

  // The web reaches some routes through shared path tables (INVOICE_PATHS.create …) that the text scan above
  // cannot follow: each path in such a table must be a route here (the method is the table's own comment).
  it('every path of a shared *_PATHS table is a route of this server', () => {
    const tables = Object.entries(shared).filter(([name]) => name.endsWith('_PATHS'));
    expect(tables.length).toBeGreaterThan(0);
    const routes = listApiRoutes(t.app);
    const missing = tables.flatMap(([name, table]) =>
      Object.entries(table as Record<string, string>)
        .filter(
          // A prefix the web completes with a path parameter (SharedPdf + '/' + token) counts as that route.
          ([, written]) =>
            !routes.some((r) => routeServes(r.url, written) || r.url.startsWith(`${written}/:`)),
        )
        .map(([key, written]) => `${name}.${key} = ${written}`),
    );
    expect(missing).toEqual([]);
  });
});
