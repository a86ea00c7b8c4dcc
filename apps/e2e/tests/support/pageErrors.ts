// What a page says went wrong: its console's errors and its uncaught exceptions.
import type { Page } from '@playwright/test';

/** Collects the page's console errors and uncaught exceptions from now on, in the order they come. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
