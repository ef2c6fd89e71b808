/**
 * zod's module, for zodReady (api-client.ts) to run in a task of its own. Imported through this file, not as
 * `import('zod')`: a dynamic import answers the whole namespace, so the bundler kept every export of zod for it
 * (its 61 locales, JSON Schema, from-JSON-Schema): 386 KB, 91 KB gzipped, where the app uses about a quarter.
 */
export { ZodType } from 'zod';
