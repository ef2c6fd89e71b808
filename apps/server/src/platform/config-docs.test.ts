import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configVariableNames } from './config.js';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../README.md');

/** The names in the first column of the README's configuration table (| `NAME` | default | meaning |). */
function documentedVariables(): string[] {
  const text = fs.readFileSync(README, 'utf8');
  return [...text.matchAll(/^\| `([A-Z][A-Z0-9_]+)` +\|/gm)].map((match) => match[1]!);
}

describe('the README configuration table', () => {
  it('lists every variable the server reads', () => {
    const documented = new Set(documentedVariables());
    expect(configVariableNames().filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists nothing the server does not read (build-time VITE_ variables excepted)', () => {
    const read = new Set(configVariableNames());
    expect(documentedVariables().filter((name) => !read.has(name) && !name.startsWith('VITE_'))).toEqual([]);
  });
});
