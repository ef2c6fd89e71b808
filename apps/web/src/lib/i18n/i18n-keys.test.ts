import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';
import { MASTER_LIST_TEXTS, TOAST_MESSAGES, UI_TEXTS, VALIDATION_MESSAGES } from '@fixo/shared';

import { EN_RESOURCES, NAMESPACES } from './en';
import { LIST_NOUNS, MESSAGES_EN } from './shared-texts';

/** Screens' own namespaces (English in their chunk, see registerScreenTexts): every `*.texts.ts` of a module. */
const SCREEN_TEXTS = import.meta.glob<{ NAMESPACE: string; TEXTS_EN: Record<string, unknown> }>(
  ['../../modules/**/*.texts.ts', '../../components/**/*.texts.ts', '../../app/**/*.texts.ts'],
  { eager: true },
);
const SCREEN_EN = Object.fromEntries(Object.values(SCREEN_TEXTS).map((m) => [m.NAMESPACE, m.TEXTS_EN]));
const EN: Record<string, unknown> = { ...EN_RESOURCES, messages: MESSAGES_EN, ...SCREEN_EN };
const ALL_NAMESPACES = [...NAMESPACES, ...Object.keys(SCREEN_EN)];

const HI_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hi');

/** Every leaf of a resource as 'a.b.c' → text. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  if (value === null || typeof value !== 'object') return new Map([[prefix, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, inner]) => [...leaves(inner, prefix ? `${prefix}.${key}` : key)]),
  );
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('has a Hindi file for every namespace and no Hindi file without an English namespace', () => {
    const files = fs.readdirSync(HI_DIR).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...ALL_NAMESPACES].sort());
  });

  it('finds the screens’ namespaces, each a name of its own', () => {
    expect(Object.keys(SCREEN_EN)).toContain('nearby');
    expect(new Set(ALL_NAMESPACES).size).toBe(ALL_NAMESPACES.length);
  });

  for (const namespace of ALL_NAMESPACES) {
    it(`${namespace}: every key exists in both languages, with text and the same {{placeholders}}`, () => {
      const en = leaves(EN[namespace]);
      const hi = leaves(JSON.parse(fs.readFileSync(path.join(HI_DIR, `${namespace}.json`), 'utf8')));
      expect(
        [...hi.keys()].filter((key) => !en.has(key)),
        'only in hi',
      ).toEqual([]);
      expect(
        [...en.keys()].filter((key) => !hi.has(key)),
        'only in en',
      ).toEqual([]);
      for (const [key, text] of en) {
        expect(typeof hi.get(key), key).toBe('string');
        expect((hi.get(key) as string).trim(), key).not.toBe('');
        expect(placeholders(hi.get(key)), key).toEqual(placeholders(text));
      }
    });
  }

  it('keeps the English source exactly the shared constants (never a second copy)', () => {
    expect(EN_RESOURCES.common.ui).toEqual(UI_TEXTS);
    expect(EN_RESOURCES.common.toast).toEqual(TOAST_MESSAGES);
    expect(MESSAGES_EN.validation).toEqual(VALIDATION_MESSAGES);
    for (const what of LIST_NOUNS)
      expect(MESSAGES_EN.lists[what], what).toEqual({
        loading: MASTER_LIST_TEXTS.loading(what),
        failed: MASTER_LIST_TEXTS.failed(what),
        empty: MASTER_LIST_TEXTS.empty(what),
      });
  });
});
