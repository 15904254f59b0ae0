// The API reference at /api/docs, in a real browser: Scalar draws the generated OpenAPI
// document from this origin alone, within the page's CSP (server/http/openapi-routes.ts).
import { expect, test } from '@playwright/test';

interface Violation {
  directive: string;
  blockedURI: string;
}

test('draws the generated reference from this origin, with no console errors', async ({ page, baseURL }) => {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL!).origin) foreignRequests.push(request.url());
  });
  await page.addInitScript(() => {
    const violations: Violation[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI }),
    );
  });

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('heading', { name: 'LUMEN API', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Devotion for a date' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: /Sidebar/ });
  await sidebar.getByRole('button', { name: /^Accounts/ }).click();
  await expect(sidebar.getByRole('button', { name: /^Sign in HTTP Method: POST/ })).toBeVisible();
  await sidebar.getByRole('button', { name: /^Study notes/ }).click();
  await sidebar.getByRole('button', { name: /^Add a study note/ }).click();
  await expect(page.getByRole('heading', { name: 'Add a study note' })).toBeVisible();

  expect(consoleErrors).toEqual([]);
  expect(foreignRequests).toEqual([]);
  // The zod inside Scalar asks once whether eval is allowed and, refused by the CSP, validates
  // without it; nothing else may be refused.
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
  expect(violations.filter((violation) => !(violation.directive === 'script-src' && violation.blockedURI === 'eval'))).toEqual([]);
});
