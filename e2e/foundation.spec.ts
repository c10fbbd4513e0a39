import { expect, showWholeHomeMenu, test } from "./fixtures";

test("home page shows dishes from the database", async ({ page, expectNoAxeViolations }) => {
  await page.goto("/");
  const menu = page.locator("#menu");
  // The first view is a few dishes; the button shows the rest.
  await expect(menu.locator("li")).toHaveCount(6);
  await expect(menu.getByRole("button", { name: "Show all 76 dishes" })).toBeVisible();
  await showWholeHomeMenu(page);
  await expect(menu.locator("li")).toHaveCount(76);
  await expect(menu.getByRole("heading", { name: "Hyderabadi Chicken Dum Biryani" })).toBeVisible();
  await expect(menu.getByText("£16.95").first()).toBeVisible();
  // Focus moved to the first dish the button brought (its Add button), not to the page's start.
  await expect(menu.locator("li").nth(6).getByRole("button")).toBeFocused();
  await expectNoAxeViolations(page);
});

test("an unknown route shows the not-found page", async ({ page, expectNoAxeViolations }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/no/such/page");
  await expectNoAxeViolations(page);
});

test("hashed assets are cached for a year and the page is revalidated", async ({ request }) => {
  const page = await request.get("/");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const html = await page.text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset as string);
  expect(res.headers()["cache-control"]).toContain("immutable");
});

test("the public pages break no rule of our Content Security Policy", async ({ page }) => {
  // Even a refused eval that the page catches (zod's probe for compiling parsers, before
  // src/web/lib/zod-without-eval.ts) is reported: to the page as this event, and by Chrome as an
  // issue that costs Lighthouse's Best Practices.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  for (const [path, heading] of [
    ["/", "Hyderabadi Chicken Dum Biryani"],
    ["/order", "Hyderabadi Chicken Dum Biryani"],
    ["/offers", "Online Deals"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, `CSP violations on ${path}`).toEqual([]);
  }
});
