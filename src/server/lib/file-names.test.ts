import { describe, expect, it } from "vitest";
import { buildContentDisposition, cleanUploadFileName } from "./file-names";

describe("cleanUploadFileName", () => {
  it.each([
    ["Menu €.pdf", "Menu €.pdf"],
    ["メニュー.pdf", "メニュー.pdf"],
    ["../../etc/passwd", "passwd.pdf"],
    ["C:\\Users\\chef\\Winter Menu.PDF", "Winter Menu.pdf"],
    ['Our "best" menu.pdf', "Our best menu.pdf"],
    ["evil\r\nX-Injected: 1.pdf", "evilX-Injected: 1.pdf"],
    ["nul\u0000tab\tdel\u007f.pdf", "nultabdel.pdf"],
    ["half \ud800 pair.pdf", "half pair.pdf"],
    ["   ...   ", "menu.pdf"],
    ["", "menu.pdf"],
    [undefined, "menu.pdf"],
  ])("%j becomes %j", (name, cleaned) => {
    expect(cleanUploadFileName(name, "menu.pdf")).toBe(cleaned);
  });

  it("keeps long names within the column, without splitting a character", () => {
    const cleaned = cleanUploadFileName(`${"😀".repeat(300)}.pdf`, "menu.pdf");
    expect(Array.from(cleaned)).toHaveLength(204);
    expect(cleaned.endsWith("😀.pdf")).toBe(true);
  });
});

describe("buildContentDisposition", () => {
  it("gives an ASCII fallback and the exact name as UTF-8", () => {
    expect(buildContentDisposition("attachment", "Menu €.pdf", "menu.pdf")).toBe(
      "attachment; filename=\"Menu _.pdf\"; filename*=UTF-8''Menu%20%E2%82%AC.pdf",
    );
  });

  it("never emits a character a header cannot carry", () => {
    const value = buildContentDisposition("inline", 'a"b\\c\r\n\u0000メ.pdf', "menu.pdf");
    expect(value).toMatch(/^[\x20-\x7e]+$/);
    expect(value).toBe("inline; filename=\"abc_.pdf\"; filename*=UTF-8''abc%E3%83%A1.pdf");
  });
});
