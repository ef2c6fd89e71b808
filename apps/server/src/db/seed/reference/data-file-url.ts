/**
 * Resolves a reference data file (JSON/CSV) that lives next to the source files.
 *
 * `tsc` does not copy .csv files into `dist`, so when running from
 * `apps/server/dist/db/seed/reference/` we point back at `apps/server/src/db/seed/reference/`.
 */
export function dataFileUrl(name: string): URL {
  if (import.meta.url.includes('/dist/')) {
    return new URL(`../../../../src/db/seed/reference/${name}`, import.meta.url);
  }
  return new URL(`./${name}`, import.meta.url);
}
