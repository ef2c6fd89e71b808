import type { Page } from 'playwright-core';

/** Selects an option by its visible text once the (cascading) list has it. */
export async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  const select = page.getByLabel(label);
  await select.locator('option', { hasText: option }).first().waitFor({ state: 'attached' });
  await select.selectOption({ label: option });
}
