import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addDays, getLondonMoment } from "@shared/opening-hours/london-time";
import { type Purchase, PurchaseInputSchema, type ReceiptScan } from "@shared/purchases/purchases.schema";
import { fakeServer, renderWithClient, reply, retype } from "../../testing/render-with-server";
import { PurchasesTab } from "./purchases-tab";

/** The list the tab asks for: the last 30 days, London time, as the tab computes them. */
function listPath() {
  const to = getLondonMoment(new Date()).date;
  return `GET /api/admin/purchases?from=${addDays(to, -30)}&to=${to}`;
}

const SAVED: Purchase = {
  id: 7,
  receiptNumber: "INV-42",
  vendor: "Spice Traders",
  date: "2026-11-20",
  totalAmountPence: 5_000,
  vatAmountPence: 0,
  category: "food",
  subcategory: "spices",
  paymentMethod: "cash",
  receiptImagePath: null,
  ocrExtractedText: null,
  isRecurring: false,
  recurringFrequency: null,
  recurringSourceId: null,
  notes: "Delivered late",
  enteredBy: "owner",
  items: [
    {
      id: 70,
      itemName: "Saffron",
      quantityThousandths: 250,
      unitPricePence: 12_000,
      totalPricePence: 3_000,
      category: "food",
      unit: "g",
    },
  ],
};

function serve(purchases: Purchase[] = []) {
  return fakeServer({
    [listPath()]: purchases,
    ...Object.fromEntries(purchases.map((p) => [`GET /api/admin/purchases/${p.id}`, p])),
  });
}

/** A field by its label; a required field's label ends with an asterisk (hidden from screen readers). */
function label(text: string) {
  return new RegExp(`^${text.replace(/[()£]/g, "\\$&")}( \\*| \\(optional\\))?$`);
}

/** The tab with nothing saved yet, and its add form with a vendor and a total typed in. */
async function startPurchase(vendor: string, total: string) {
  const server = serve();
  const { user } = renderWithClient(<PurchasesTab />);
  const form = within(screen.getByRole("form", { name: "Add a purchase" }));
  await user.type(form.getByLabelText(label("Vendor")), vendor);
  await user.type(form.getByLabelText(label("Total (£)")), total);
  return { server, user, form };
}

type Form = Awaited<ReturnType<typeof startPurchase>>["form"];
type User = Awaited<ReturnType<typeof startPurchase>>["user"];

/** Saves the add form and waits for the toast that says so. */
async function savePurchase(user: User, form: Form) {
  await user.click(form.getByRole("button", { name: "Save purchase" }));
  expect(await screen.findByText("Purchase saved")).toBeTruthy();
}

/** Adds item line `n` and fills in what is given of it (a new line's quantity starts at 1). */
async function addItemLine(
  user: User,
  form: Form,
  n: number,
  line: { name?: string; quantity?: string; unit?: string; unitPrice: string; category?: string },
) {
  const field = (what: string) => form.getByLabelText(label(`Item ${n} ${what}`));
  await user.click(form.getByRole("button", { name: "Add item line" }));
  if (line.name) await user.type(field("name"), line.name);
  if (line.quantity) await retype(user, field("quantity"), line.quantity);
  if (line.unit) await user.type(field("unit"), line.unit);
  await user.type(field("unit price (£)"), line.unitPrice);
  if (line.category) await user.selectOptions(field("category"), line.category);
}

describe("purchases tab: item lines", { timeout: 20_000 }, () => {
  it("shows the schema's message for an item line without a name and sends nothing", async () => {
    const { server, user, form } = await startPurchase("Metro Cash & Carry", "12.00");
    await addItemLine(user, form, 1, { unitPrice: "6.00" });
    await user.click(form.getByRole("button", { name: "Save purchase" }));

    expect(await form.findByText("Item name is required")).toBeTruthy();
    expect(form.getByLabelText(label("Item 1 name")).getAttribute("aria-invalid")).toBe("true");
    expect(server.writes()).toEqual([]);
  });

  it("posts two lines in thousandths and pence, a body the server's schema accepts", async () => {
    const { server, user, form } = await startPurchase("Metro Cash & Carry", "43.80");
    await retype(user, form.getByLabelText(label("Date")), "2026-11-23");
    await user.type(form.getByLabelText(label("VAT (£)")), "7.30");
    await user.selectOptions(form.getByLabelText(label("Paid by")), "bank_transfer");

    await addItemLine(user, form, 1, {
      name: "Basmati rice",
      quantity: "1.5",
      unit: "kg",
      unitPrice: "2.99",
    });
    expect(form.getByText("£4.49")).toBeTruthy(); // 1.5 × £2.99 = £4.485, rounded half up as the server does

    await addItemLine(user, form, 2, {
      name: "Cleaning spray",
      quantity: "0.125",
      unitPrice: "£10",
      category: "cleaning",
    });

    // A third line added and removed again is not sent.
    await user.click(form.getByRole("button", { name: "Add item line" }));
    await user.click(form.getByRole("button", { name: "Remove item 3" }));
    expect(form.queryByLabelText(label("Item 3 name"))).toBeNull();

    await savePurchase(user, form);
    server.expectOneWrite("POST /api/admin/purchases", PurchaseInputSchema, {
      vendor: "Metro Cash & Carry",
      date: "2026-11-23",
      totalAmountPence: 4_380,
      vatAmountPence: 730,
      receiptNumber: null,
      category: "food",
      paymentMethod: "bank_transfer",
      isRecurring: false,
      recurringFrequency: null,
      items: [
        {
          itemName: "Basmati rice",
          quantityThousandths: 1_500,
          unitPricePence: 299,
          category: null,
          unit: "kg",
        },
        {
          itemName: "Cleaning spray",
          quantityThousandths: 125,
          unitPricePence: 1_000,
          category: "cleaning",
          unit: null,
        },
      ],
      scanId: null,
    });
    // The form is empty again, lines included, for the next receipt.
    expect(form.queryByLabelText(label("Item 1 name"))).toBeNull();
  });

  it("refuses a quantity with more than three decimals", async () => {
    const { server, user, form } = await startPurchase("Metro", "5");
    await addItemLine(user, form, 1, { name: "Ginger", quantity: "0.0005", unitPrice: "5" });
    await user.click(form.getByRole("button", { name: "Save purchase" }));
    expect(await form.findByText("Quantity must be more than 0, with at most 3 decimals")).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });
});

describe("purchases tab: editing a saved receipt", { timeout: 20_000 }, () => {
  it("shows the saved lines, prefills the dialog from the server and saves with PUT to its URL", async () => {
    const server = serve([SAVED]);
    const { user } = renderWithClient(<PurchasesTab />);
    const lines = await screen.findByRole("list", { name: "Items from Spice Traders" });
    expect(lines.textContent).toContain("0.25 g Saffron at £120.00: £30.00");

    await user.click(screen.getByRole("button", { name: "Edit purchase from Spice Traders" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit purchase" }));
    const name = (await dialog.findByLabelText(label("Item 1 name"))) as HTMLInputElement;
    expect(name.value).toBe("Saffron");
    expect((dialog.getByLabelText(label("Item 1 quantity")) as HTMLInputElement).value).toBe("0.25");
    expect((dialog.getByLabelText(label("Item 1 unit price (£)")) as HTMLInputElement).value).toBe("120.00");
    expect((dialog.getByLabelText(label("Total (£)")) as HTMLInputElement).value).toBe("50.00");
    expect((dialog.getByLabelText(label("Paid by")) as HTMLSelectElement).value).toBe("cash");
    expect((dialog.getByLabelText(label("Item 1 category")) as HTMLSelectElement).value).toBe("food");
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain("GET /api/admin/purchases/7");

    await retype(user, dialog.getByLabelText(label("Vendor")), "Spice Traders Ltd");
    await retype(user, dialog.getByLabelText(label("Item 1 quantity")), "0.5");
    await user.click(dialog.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Purchase updated")).toBeTruthy();
    server.expectOneWrite("PUT /api/admin/purchases/7", PurchaseInputSchema, {
      vendor: "Spice Traders Ltd",
      date: "2026-11-20",
      totalAmountPence: 5_000,
      vatAmountPence: 0,
      receiptNumber: "INV-42",
      category: "food",
      paymentMethod: "cash",
      isRecurring: false,
      recurringFrequency: null,
      items: [
        {
          itemName: "Saffron",
          quantityThousandths: 500,
          unitPricePence: 12_000,
          category: "food",
          unit: "g",
        },
      ],
      // Not on the form, kept as saved so the PUT does not erase them.
      subcategory: "spices",
      notes: "Delivered late",
      scanId: null,
    });
    expect(screen.queryByRole("dialog", { name: "Edit purchase" })).toBeNull();
  });
});

describe("purchases tab: a receipt read from a photo", { timeout: 20_000 }, () => {
  const SCAN: ReceiptScan = {
    id: 5,
    status: "done",
    imageUrl: "/api/admin/receipt-images/g/1200.webp",
    vendor: "BOOKER WHOLESALE",
    date: "2026-11-17",
    totalAmountPence: 13_905,
    vatAmountPence: 215,
    lines: [
      {
        description: "Basmati Rice 10kg",
        quantityThousandths: 2_000,
        unitPricePence: 1_850,
        totalPence: 3_700,
      },
      {
        description: "Coca Cola 24 x 330ml",
        quantityThousandths: 3_000,
        unitPricePence: 1_099,
        totalPence: 3_297,
      },
    ],
    vatRates: [{ ratePercent: 20, netPence: 5_047, vatPence: 215, grossPence: 6_056 }],
    check: ["vat", "lines"],
    text: "BOOKER WHOLESALE\n...",
    error: null,
  };

  /** The tab, with the photo of `scan` uploaded and read. */
  async function readPhoto(scan: ReceiptScan) {
    const server = fakeServer({
      [listPath()]: [],
      "POST /api/admin/purchases/scans": reply(202, scan),
      [`GET /api/admin/purchases/scans/${scan.id}`]: scan,
    });
    const { user } = renderWithClient(<PurchasesTab />);
    const form = within(screen.getByRole("form", { name: "Add a purchase" }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "receipt.jpg", { type: "image/jpeg" });
    await user.upload(form.getByLabelText(label("Receipt photo")), photo);
    await form.findByText(/^Read from the photo/);
    // The form is filled in (and marked) just after the scan arrives.
    await waitFor(() => expect(form.getByLabelText(label("Vendor"))).toHaveProperty("value", scan.vendor));
    return { server, user, form };
  }

  it('prefills the lines and marks the doubted VAT "Check: VAT" instead of trusting it', async () => {
    const { server, user, form } = await readPhoto(SCAN);
    expect(form.getByRole("status").textContent).toBe(
      "Read from the photo. Check: VAT, lines (marked below) before saving.",
    );
    const vat = form.getByLabelText(label("VAT (£)")) as HTMLInputElement;
    expect(vat.value).toBe("2.15");
    // The note is the field's description, so a screen reader says it with the field.
    const note = document.getElementById(vat.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    expect(note?.textContent).toMatch(/^Check: VAT\. The VAT summary does not add up/);
    expect(vat.closest(".ring-amber-600")).not.toBeNull();
    // Fields the reader trusts are not marked.
    const total = form.getByLabelText(label("Total (£)")) as HTMLInputElement;
    expect(total.value).toBe("139.05");
    expect(total.closest(".ring-amber-600")).toBeNull();
    expect(form.queryByText("Check: total.")).toBeNull();
    expect(form.getByText("Check: lines.")).toBeTruthy();

    const value = (name: string) => (form.getByLabelText(label(name)) as HTMLInputElement).value;
    expect([value("Item 1 name"), value("Item 1 quantity"), value("Item 1 unit price (£)")]).toEqual([
      "Basmati Rice 10kg",
      "2",
      "18.50",
    ]);
    expect([value("Item 2 name"), value("Item 2 quantity"), value("Item 2 unit price (£)")]).toEqual([
      "Coca Cola 24 x 330ml",
      "3",
      "10.99",
    ]);

    // The owner looks at the photo, corrects the VAT and saves: the lines go with the purchase.
    await retype(user, vat, "10.09");
    await savePurchase(user, form);
    const saved = server.writes().find((w) => w.path === "/api/admin/purchases");
    expect(saved?.body).toMatchObject({
      vendor: "BOOKER WHOLESALE",
      totalAmountPence: 13_905,
      vatAmountPence: 1_009,
      scanId: 5,
      items: [
        { itemName: "Basmati Rice 10kg", quantityThousandths: 2_000, unitPricePence: 1_850 },
        { itemName: "Coca Cola 24 x 330ml", quantityThousandths: 3_000, unitPricePence: 1_099 },
      ],
    });
    expect(PurchaseInputSchema.safeParse(saved?.body).success).toBe(true);
    // The marks go with the saved receipt.
    expect(form.queryByText("Check: VAT.")).toBeNull();
  });

  it("leaves an unread VAT empty, says it could not be read, and saves it as not known", async () => {
    const { server, user, form } = await readPhoto({
      ...SCAN,
      vatAmountPence: null,
      lines: [],
      vatRates: [],
      check: ["vat"],
    });
    const vat = form.getByLabelText(label("VAT (£)")) as HTMLInputElement;
    expect(vat.value).toBe("");
    expect(form.getByText(/could not be read: enter it from the photo/)).toBeTruthy();
    expect(form.getByText("No item lines entered.")).toBeTruthy();
    await savePurchase(user, form);
    const saved = server.writes().find((w) => w.path === "/api/admin/purchases");
    expect(saved?.body).toMatchObject({ vatAmountPence: null, items: [] });
  });
});
