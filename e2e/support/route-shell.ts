import type { Page } from 'playwright-core';

/**
 * A page opened cold (a new document): the scripts its HTML names (the build's shell for the route, naming the
 * screen's files) and those Vite's loader linked after it, once the network is quiet. Before route shells the
 * loader linked every file of the route's modules in one task (70 on the center's request list).
 */
export async function namedAndLinkedLater(
  page: Page,
): Promise<{ named: Set<string>; linkedLater: string[] }> {
  await page.waitForLoadState('networkidle');
  const html = await (await page.context().request.get(page.url())).text();
  const named = new Set(Array.from(html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g), (m) => m[1]!));
  const linked = await page.$$eval('link[rel="modulepreload"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  const repeated = linked.filter((file, i) => linked.indexOf(file) !== i);
  if (repeated.length > 0) throw new Error(`linked twice: ${repeated.join(', ')}`);
  return { named, linkedLater: linked.filter((file) => !named.has(file)) };
}
