import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MAX_PDF_BYTES, MENU_PDF_TOO_LARGE, MENU_PDF_TYPE_MESSAGE } from "@shared/menu/menu-admin.schema";
import { fakeServer, renderWithClient, reply } from "@web/testing/render-with-server";
import { MenuPdfTab } from "./menu-pdf-tab";

/** Chooses a file in the input (the browser's picker does not filter by `accept` here). */
function choose(file: File) {
  fireEvent.change(screen.getByLabelText("Menu PDF file"), { target: { files: [file] } });
}
const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "menu.pdf", { type: "application/pdf" });
const uploadButton = () => screen.getByRole("button", { name: "Upload PDF" }) as HTMLButtonElement;

describe("menu PDF tab", () => {
  it("refuses a file that is not a PDF, or too large, as soon as it is chosen", async () => {
    const server = fakeServer({});
    renderWithClient(<MenuPdfTab />);
    expect(uploadButton().disabled).toBe(true);

    choose(new File(["hello"], "menu.txt", { type: "text/plain" }));
    expect((await screen.findByRole("alert")).textContent).toBe(MENU_PDF_TYPE_MESSAGE);
    expect(screen.getByLabelText("Menu PDF file").getAttribute("aria-invalid")).toBe("true");
    expect(uploadButton().disabled).toBe(true);

    const large = pdf();
    Object.defineProperty(large, "size", { value: MAX_PDF_BYTES + 1 });
    choose(large);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MENU_PDF_TOO_LARGE));
    expect(server.writes()).toEqual([]);
  });

  it("uploads a PDF as the multipart field menuPdf, then resets the form", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<MenuPdfTab />);
    choose(pdf());
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    await user.click(uploadButton());

    expect((await screen.findByRole("status")).textContent).toBe("Menu PDF uploaded successfully!");
    const writes = server.writes();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(["POST /api/admin/menu/upload"]);
    const sent = writes[0]?.body as FormData | undefined;
    expect((sent?.get("menuPdf") as File | undefined)?.name).toBe("menu.pdf");
    // The form is reset (a browser empties the file input too): nothing left to send.
    expect(uploadButton().disabled).toBe(true);
  });

  it("shows the spec's failure text with the server's status", async () => {
    fakeServer({ "POST /api/admin/menu/upload": reply(415, { message: MENU_PDF_TYPE_MESSAGE }) });
    const { user } = renderWithClient(<MenuPdfTab />);
    choose(pdf());
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    await user.click(uploadButton());

    expect((await screen.findByRole("alert")).textContent).toBe("Upload failed: 415");
  });
});
