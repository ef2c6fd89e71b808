/**
 * A reference data file (JSON/CSV) beside this module: in `src` for tests, in `dist` after `npm run build`
 * (the server's build copies them there, so a deployment of `dist` needs nothing from `src`).
 */
export function dataFileUrl(name: string): URL {
  return new URL(`./${name}`, import.meta.url);
}
