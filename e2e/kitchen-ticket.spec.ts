/**
 * The kitchen's paper: an order with options, a meal deal, allergens, notes and a promotion prints
 * from the board on ONE continuous 80 mm page (Chromium's print output, read back with poppler's
 * pdftotext and pdfinfo), prints again as a reprint, and on A4 when that is this device's paper.
 * The network printer being away shows on the board with the tickets it keeps; one that accepts
 * the connection and never answers is offline too, with the waiting orders and Retry now.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import type { Page } from "@playwright/test";
import { ADMIN, expect, hasPoppler, openMore, startServer, test } from "./fixtures";

/** A port nothing listens on: the kitchen printer is switched off. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

interface PrintedPdf {
  pages: number;
  /** Page size in points, e.g. [226.77, 411.02]. */
  size: [number, number];
  /** The text row by row (pdftotext -layout), whitespace collapsed. */
  text: string;
  /** The same without amounts, so a dish's name wrapped beside its price reads whole. */
  words: string;
}

/** What the browser's print would put on paper now: the page's print output as a PDF, read back. */
async function printedPdf(page: Page, file: string): Promise<PrintedPdf> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(file, pdf);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  const words = text.replace(/ -?£[\d,]+\.\d\d/g, "");
  return { pages, size: [Number(size?.[1]), Number(size?.[2])], text, words };
}

const MM = 72 / 25.4;

test.describe("kitchen tickets on paper", () => {
  test.skip(!hasPoppler(), "needs poppler-utils (pdftotext, pdfinfo)");
  // This test starts its own server (its printer, its clock): the shared one is not started for it.
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, baseURL: "http://127.0.0.1:9" });

  test("an order prints whole on one 80 mm page, prints again, and on A4", async ({
    browser,
    expectNoAxeViolations,
  }, testInfo) => {
    test.setTimeout(240_000);
    const port = await closedPort();
    // Tuesday 24 November 2026, 12:10 London: open. The network printer is off.
    const server = await startServer({
      TEST_NOW: "2026-11-24T12:10:00.000Z",
      KITCHEN_PRINTER: `127.0.0.1:${port}`,
    });
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 820, height: 1180 } });
    const page = await context.newPage();
    // The print dialog is the browser's; the test reads what it would print with page.pdf.
    await page.addInitScript(() => {
      window.print = () => {
        const w = window as { printCalls?: number };
        w.printCalls = (w.printCalls ?? 0) + 1;
      };
    });
    try {
      const menu = (await (await page.request.get("/api/menu")).json()) as {
        id: number;
        name: string;
        optionGroups: { name: string; choices: { id: number; name: string }[] }[];
      }[];
      const dish = (name: string) => {
        const found = menu.find((d) => d.name === name);
        if (!found) throw new Error(`no dish ${name}`);
        return found;
      };
      const choice = (dishName: string, group: string, name: string) => {
        const found = dish(dishName)
          .optionGroups.find((g) => g.name === group)
          ?.choices.find((c) => c.name === name);
        if (!found) throw new Error(`no choice ${group}/${name} on ${dishName}`);
        return found.id;
      };
      const feast = "Family Feast 2+2+2";
      const biryani = "Hyderabadi Chicken Dum Biryani";
      // The owner has orders to be paid online print before their payment (demo mode offers
      // online payment): this one prints on arrival, saying so.
      const owner = await page.request.post("/api/admin/login", { data: ADMIN });
      expect(owner.ok()).toBe(true);
      const early = await page.request.put("/api/admin/printer", {
        data: { address: `127.0.0.1:${port}`, autoPrint: true, printBeforePayment: true },
      });
      expect(early.ok(), await early.text()).toBe(true);
      const placed = await page.request.post("/api/orders", {
        data: {
          customerName: "Friday Table",
          customerPhone: "07700900777",
          collectionDate: "2026-11-24",
          collectionTime: "13:00",
          specialInstructions: "NUT ALLERGY - no cashews anywhere",
          items: [
            {
              id: dish(biryani).id,
              quantity: 2,
              options: [choice(biryani, "Spice level", "Hot"), choice(biryani, "Add-ons", "Extra raita")],
              specialInstructions: "Extra crispy onions",
            },
            {
              id: dish(feast).id,
              quantity: 1,
              options: [
                { id: choice(feast, "Biryanis", biryani), options: [choice(biryani, "Spice level", "Mild")] },
                {
                  id: choice(feast, "Biryanis", "Paneer Biryani"),
                  options: [choice("Paneer Biryani", "Spice level", "Medium")],
                },
                choice(feast, "Starters", "Chicken 65"),
                choice(feast, "Starters", "Onion Bhaji"),
                choice(feast, "Naans", "Garlic Naan"),
                choice(feast, "Naans", "Plain Naan"),
              ],
            },
          ],
        },
      });
      expect(placed.ok(), await placed.text()).toBe(true);
      const order = (await placed.json()) as {
        id: number;
        orderNumber: string;
        totalAmount: string;
        promotions: { title: string }[];
      };
      expect(order.promotions.length).toBeGreaterThan(0);

      const login = await page.request.post("/api/admin/login", { data: ADMIN });
      expect(login.ok()).toBe(true);
      await page.goto("/admin");
      await page.getByRole("tab", { name: /Orders/ }).click();
      // The network printer is off: its ticket waits, and the board says so.
      await expect(page.getByTestId("printer-status")).toContainText("Printer offline - 1 ticket waiting", {
        timeout: 30_000,
      });

      const card = page.getByRole("article", { name: `Order ${order.orderNumber}` });
      await expect(card).toBeVisible();
      // Print, Reprint and Send are under the card's "More" (issue 32).
      await openMore(card);
      await card.getByRole("button", { name: `Print ticket for order ${order.orderNumber}` }).click();
      await expect(page.getByText("Order marked as printed")).toBeVisible();
      await page.waitForFunction(() => (window as { printCalls?: number }).printCalls === 1);

      const first = await printedPdf(page, testInfo.outputPath("ticket.pdf"));
      expect(first.pages).toBe(1);
      expect(first.size[0]).toBeCloseTo(80 * MM, 0);
      expect(first.size[1]).toBeGreaterThan(100 * MM);
      const expected = [
        "HYDERABAD HOUSE",
        `#${order.orderNumber}`,
        "Collect 13:00 - 24/11/2026",
        "Friday Table - 07700900777",
        `2 x ${biryani}`,
        "Spice level: Hot",
        "Add-ons: Extra raita",
        "> Extra crispy onions",
        "ALLERGENS:",
        `1 x ${feast}`,
        "Biryanis:",
        "Paneer Biryani",
        "Starters: Chicken 65, Onion Bhaji",
        "Naans:",
        "Garlic Naan",
        "Plain Naan",
        "NOTE: NUT ALLERGY - no cashews anywhere",
        "SUBTOTAL",
        ...order.promotions.map((p) => p.title),
        "ONLINE PAYMENT PENDING",
      ];
      const onPaper = (pdf: PrintedPdf) => {
        for (const text of expected) expect(pdf.words, text).toContain(text);
        expect(pdf.text).toContain(`TOTAL ${order.totalAmount}`);
      };
      onPaper(first);
      expect(first.text).not.toContain("REPRINT");
      // Nothing of the board is on the paper.
      expect(first.text).not.toContain("Admin Dashboard");

      // Print it again: never stuck on "Printed"; the paper says it is a reprint.
      await card.getByRole("button", { name: `Reprint ticket for order ${order.orderNumber}` }).click();
      await expect(page.getByText("Ticket printed again")).toBeVisible();
      await page.waitForFunction(() => (window as { printCalls?: number }).printCalls === 2);
      const again = await printedPdf(page, testInfo.outputPath("reprint.pdf"));
      expect(again.pages).toBe(1);
      expect(again.size[0]).toBeCloseTo(80 * MM, 0);
      expect(again.text).toContain("** REPRINT **");
      onPaper(again);

      // The office printer takes A4.
      await page.locator("summary", { hasText: "Kitchen printer" }).click();
      await page.getByLabel("This device prints tickets on").selectOption("a4");
      await card.getByRole("button", { name: `Reprint ticket for order ${order.orderNumber}` }).click();
      await page.waitForFunction(() => (window as { printCalls?: number }).printCalls === 3);
      const a4 = await printedPdf(page, testInfo.outputPath("a4.pdf"));
      expect(a4.pages).toBe(1);
      expect(a4.size[0]).toBeCloseTo(210 * MM, 0);
      expect(a4.size[1]).toBeCloseTo(297 * MM, 0);
      onPaper(a4);

      // The thermal printer's reprint joins the queue while it is away.
      await card
        .getByRole("button", { name: `Send ticket for order ${order.orderNumber} to the kitchen printer` })
        .click();
      await expect(
        page.getByText(`Ticket for order ${order.orderNumber} sent to the kitchen printer`),
      ).toBeVisible();
      await expect(page.getByTestId("printer-status")).toContainText("Printer offline - 2 tickets waiting", {
        timeout: 30_000,
      });
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test("a silent printer: the banner lists the waiting orders with Retry now, and each card says how its ticket printed", async ({
    browser,
    expectNoAxeViolations,
  }, testInfo) => {
    test.setTimeout(300_000);
    // Something on the printer's address that accepts the connection and never answers.
    const sockets = new Set<import("node:net").Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as { port: number }).port;
    const server = await startServer({
      TEST_NOW: "2026-11-24T12:10:00.000Z",
      KITCHEN_PRINTER: `127.0.0.1:${silentPort}`,
    });
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 820, height: 1180 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.print = () => {};
    });
    try {
      const menu = (await (await page.request.get("/api/menu")).json()) as { id: number }[];
      const login = await page.request.post("/api/admin/login", { data: ADMIN });
      expect(login.ok()).toBe(true);
      // Two phone orders to pay at collection: each prints at once, or would.
      const numbers: string[] = [];
      for (const [n, name] of ["Early Diner", "Later Diner"].entries()) {
        const placed = await page.request.post("/api/admin/orders", {
          data: {
            customerName: name,
            customerPhone: `07700 90010${n}`,
            collectionDate: "2026-11-24",
            collectionTime: "13:00",
            items: [{ id: menu[0]?.id, quantity: 4 }],
            paymentMethod: "at_collection",
          },
        });
        expect(placed.ok(), await placed.text()).toBe(true);
        numbers.push(((await placed.json()) as { orderNumber: string }).orderNumber);
      }
      await page.goto("/admin");
      await page.getByRole("tab", { name: /Orders/ }).click();

      const banner = page.getByTestId("printer-status");
      await expect(banner).toContainText("Printer offline - 2 tickets waiting", { timeout: 60_000 });
      await expect(banner).toContainText("does not answer its status request");
      await expect(banner.getByTestId("waiting-orders")).toHaveText(
        `Waiting, oldest first: ${numbers.join(", ")}`,
      );

      const first = page.getByRole("article", { name: `Order ${numbers[0]}` });
      await expect(first.getByTestId("ticket-printed-state")).toHaveText("Ticket waiting for the printer");
      // Printed from this tablet instead: the card says when, and by what.
      await openMore(first);
      await first.getByRole("button", { name: `Print ticket for order ${numbers[0]}` }).click();
      await expect(page.getByText("Order marked as printed")).toBeVisible();
      await expect(first.getByTestId("ticket-printed-state")).toHaveText(
        /^Ticket printed \d\d\/\d\d\/\d{4}, \d\d:\d\d \(browser\)$/,
      );

      await banner.getByRole("button", { name: "Retry now" }).click();
      await expect(page.getByText("Trying the printer again: 2 tickets waiting")).toBeVisible();
      await expect(banner).toContainText("Printer offline - 2 tickets waiting");
      await page.screenshot({ path: testInfo.outputPath("silent-printer-board.png") });
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
      await server.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
