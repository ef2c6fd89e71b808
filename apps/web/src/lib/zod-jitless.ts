/**
 * zod compiles its object parsers with `new Function` after probing whether that is allowed. Our CSP
 * (`script-src 'self'`) refuses it, and the browser reports a violation on every visit that parses an answer.
 * Parsing without the compiled fast path is quick enough for a screen's answers, so the web turns it off.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object that is already there when it
 * loads (the entry runs this before any zod is loaded). Setting it here, in the entry, costs no bytes; importing `config` from zod would pull zod's core into
 * the entry chunk of every screen (+3.5 KB gz measured). `zod-jitless.test.ts` fails if zod stops reading it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// A module (imported for its effect), not a script.
export {};
