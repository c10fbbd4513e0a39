/**
 * A gift voucher paid with PayPal on a 390 px phone (issue 38), on a site that takes PayPal and no
 * simulated payment. The server talks to a local fake of PayPal's REST API (real HTTP: create,
 * capture, webhook signature check). PayPal's browser script cannot be fetched here, so the page
 * is given a stand-in for it: a button that does what PayPal's does once the buyer approves in
 * PayPal's window (asks our createOrder, then calls our onApprove with PayPal's order id). A
 * declined capture is told to the buyer and the voucher stays unpaid; the owner's tab at 1280 px
 * shows it paid by PayPal, and a refund made in PayPal's own pages cancels it.
 */
import type { Browser, Page } from "@playwright/test";
import { fakePaypalEnv, fakePaypalWebhook, startFakePaypal } from "../src/server/testing/fake-paypal-server";
import { ADMIN, expect, startServer, test } from "./fixtures";

/** What PayPal's SDK offers @paypal/react-paypal-js: Buttons(props) with isEligible/render/close. */
const PAYPAL_SDK_STAND_IN = `
window.paypal = {
  version: "5-stand-in",
  Buttons(props) {
    return {
      isEligible: () => true,
      render: async (container) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = "Pay with PayPal";
        button.onclick = async () => {
          try {
            const orderID = await props.createOrder({}, {});
            await props.onApprove({ orderID }, {});
          } catch (error) {
            props.onError?.(error);
          }
        };
        container.appendChild(button);
      },
      close: async () => {},
      updateProps: async () => {},
    };
  },
};
`;

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.route(/^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/, (route) =>
    route.fulfill({ contentType: "application/javascript", body: PAYPAL_SDK_STAND_IN }),
  );
  return page;
}

async function fillInVoucher(page: Page, recipient: string) {
  await page.goto("/gift-vouchers");
  await page.getByRole("radio", { name: "£25.00" }).check();
  await page.getByLabel(/Recipient's name/).fill(recipient);
  await page.getByLabel(/Recipient's email/).fill("priya@example.com");
  await page.getByLabel(/Your name/).fill("Sam Patel");
  await page.getByLabel(/Your email/).fill("sam@example.com");
  await page.getByRole("button", { name: "Continue to payment" }).tap();
}

test("a voucher paid with PayPal at 390 px; a declined capture is told; a PayPal refund cancels it", async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const paypal = await startFakePaypal();
  const server = await startServer({ DEMO_MODE: "false", ...fakePaypalEnv(paypal) });
  try {
    const buyer = await phone(browser, server.url);
    await fillInVoucher(buyer, "Priya Shah");
    const pay = buyer.getByRole("region", { name: "Pay for the gift voucher" });
    await expect(pay).toContainText("Pay £25.00");
    // PayPal is the only online payment here: its tab, and no card tab.
    await expect(pay.getByRole("tab", { name: "PayPal" })).toHaveAttribute("aria-selected", "true");
    await expect(pay.getByRole("tab", { name: "Card" })).toHaveCount(0);
    await expect(pay.getByRole("button", { name: "Pay with PayPal" })).toBeVisible();
    await expectNoAxeViolations(buyer);

    // PayPal declines the first capture: the buyer is told PayPal's answer and nothing is issued.
    paypal.nextCaptureStatus = "DECLINED";
    await pay.getByRole("button", { name: "Pay with PayPal" }).tap();
    await expect(buyer.getByText("Payment Failed")).toBeVisible();
    await expect(buyer.getByText("The PayPal payment was not completed (status: DECLINED)")).toBeVisible();
    await expect(buyer.getByRole("status").filter({ hasText: "voucher is paid" })).toHaveCount(0);

    // The buyer tries again and PayPal completes it: the voucher is issued and mailed today.
    await pay.getByRole("button", { name: "Pay with PayPal" }).tap();
    await expect(buyer.getByRole("status").filter({ hasText: "your £25.00 voucher is paid" })).toBeVisible();
    await expect(buyer.getByText("Thank you! £25.00 has been paid.")).toBeVisible();
    await expect(buyer.getByText("Payment Failed")).toHaveCount(0);
    await buyer.screenshot({ path: "test-results/voucher-paypal-390.png", fullPage: true });
    await buyer.context().close();

    const captured = [...paypal.orders.values()].filter((o) => o.status === "COMPLETED");
    expect(captured.map((o) => o.purchase_units[0]?.amount)).toEqual([
      { currency_code: "GBP", value: "25.00" },
    ]);
    const captureId = captured[0]?.purchase_units[0]?.payments?.captures[0]?.id as string;

    // The owner's tab at 1280 px: sent, paid by PayPal.
    const office = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    expect((await office.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
    const desk = await office.newPage();
    await desk.goto("/admin");
    await desk.getByRole("tab", { name: "Gift vouchers" }).click();
    const row = desk.getByRole("row").filter({ hasText: "Priya Shah" });
    await expect(row).toContainText("Sent");
    await expect(row).toContainText("PayPal");
    await expectNoAxeViolations(desk);

    // The owner refunds the buyer in PayPal's own pages: PayPal's webhook cancels the voucher.
    const refunded = {
      id: "WH-E2E-REFUND",
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      resource: {
        id: "REFUND-E2E",
        status: "COMPLETED",
        links: [{ href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: "up" }],
      },
    };
    const delivery = fakePaypalWebhook(refunded);
    const webhook = await office.request.post("/api/webhooks/paypal", {
      headers: delivery.headers,
      data: delivery.payload,
    });
    expect(webhook.status(), await webhook.text()).toBe(200);
    await desk.reload();
    await desk.getByRole("tab", { name: "Gift vouchers" }).click();
    await expect(desk.getByRole("row").filter({ hasText: "Priya Shah" })).toContainText("Cancelled");
    await office.close();
  } finally {
    await server.stop();
    await paypal.close();
  }
});
