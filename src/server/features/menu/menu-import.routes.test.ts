import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { MenuItem } from "@shared/menu/menu.schema";
import type { MenuImportPreview } from "@shared/menu/menu-csv";
import { signInNewStaff } from "../../testing/admin-session";
import { MENU_CSV_HEADER as HEADER, menuCsvOf120 } from "../../testing/menu-csv-file";
import { parseCsv } from "../../testing/parse-csv";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

const menu = async () => (await t.app.inject({ method: "GET", url: "/api/menu" })).json() as MenuItem[];

describe("menu CSV import", () => {
  it("previews 120 dishes with options, refusing two bad lines by number, and writes nothing", async () => {
    const before = (await menu()).length;
    const { csv } = menuCsvOf120();
    const res = await t.signedIn("POST", "/api/admin/menu/import/preview", { csv, fileName: "flipdish.csv" });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as MenuImportPreview;
    expect(preview).toMatchObject({ added: 120, changed: 0, refused: 2 });
    const refused = preview.lines.filter((l) => l.action === "refuse");
    expect(refused.map((l) => l.line)).toEqual([6, 50]);
    expect(refused[0]?.details).toEqual(["price: Enter a price such as 9.99"]);
    expect(refused[1]?.details).toEqual(['category: "puddings" is not one of the menu\'s categories']);
    expect((await menu()).length).toBe(before);
  });

  it("applies in one go: the dishes, prices, flags, allergens and options are on the public menu", async () => {
    const before = (await menu()).length;
    const { csv } = menuCsvOf120();
    const res = await t.signedIn("POST", "/api/admin/menu/import/apply", { csv, fileName: "flipdish.csv" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 120, refused: 2 });
    const after = await menu();
    expect(after.length).toBe(before + 120);
    const dish = after.find((d) => d.name === "Imported Dish 12");
    expect(dish).toMatchObject({ category: "starters", pricePence: 620, isVegetarian: true, isSpicy: true });
    expect(dish?.allergens).toEqual(["milk", "mustard"]);
    expect(dish?.optionGroups.map((g) => [g.name, g.minChoices, g.maxChoices])).toEqual([
      ["Spice level", 1, 1],
      ["Extras", 0, 2],
    ]);
    expect(dish?.optionGroups[1]?.choices.map((c) => c.priceDeltaPence)).toEqual([95, 250]);
    // The same file again changes nothing.
    const again = await t.signedIn("POST", "/api/admin/menu/import/preview", { csv });
    expect(again.json()).toMatchObject({ added: 0, changed: 0, unchanged: 120, refused: 2 });
    const log = await t.signedIn("GET", "/api/admin/audit-log?limit=5");
    expect(log.body).toContain("imported the menu from flipdish.csv: 120 dishes added");
  });

  it("exports the same format, which reads back unchanged; a changed price shows as a change", async () => {
    const exported = await t.signedIn("GET", "/api/admin/menu/import/export.csv");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/csv");
    const rows = parseCsv(exported.body);
    expect(rows[0]?.join(",")).toBe(HEADER);
    const back = await t.signedIn("POST", "/api/admin/menu/import/preview", { csv: exported.body });
    const preview = back.json() as MenuImportPreview;
    expect(preview.refused).toBe(0);
    expect(preview.changed).toBe(0);
    expect(preview.added).toBe(0);
    const changed = exported.body.replace(
      /^Imported Dish 1,curries,"Dish 1, made fresh",5\.10/m,
      'Imported Dish 1,curries,"Dish 1, made fresh",5.50',
    );
    const edit = (
      await t.signedIn("POST", "/api/admin/menu/import/preview", { csv: changed })
    ).json() as MenuImportPreview;
    expect(edit.changed).toBe(1);
    expect(edit.lines.find((l) => l.action === "change")?.details).toEqual(["price 5.10 → 5.50"]);
  });

  it("refuses a file without the columns, a duplicate dish and bad options, by line", async () => {
    const noHeader = await t.signedIn("POST", "/api/admin/menu/import/preview", { csv: "a,b\n1,2\n" });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toMatch(/must name the columns/);
    const csv = [
      HEADER,
      "Twice,curries,,5.00,,,,,,",
      "twice,curries,,5.00,,,,,,",
      "Bad Options,curries,,5.00,,,,,Size [2-1]: Small | Large,",
      "Odd Allergen,curries,,5.00,,,,glitter,,",
    ].join("\n");
    const preview = (
      await t.signedIn("POST", "/api/admin/menu/import/preview", { csv })
    ).json() as MenuImportPreview;
    expect(preview.lines.map((l) => [l.line, l.action])).toEqual([
      [2, "add"],
      [3, "refuse"],
      [4, "refuse"],
      [5, "refuse"],
    ]);
    expect(preview.lines[1]?.details).toEqual(["name: the dish twice is on line 2 already"]);
    expect(preview.lines[2]?.details[0]).toMatch(/minimum number of choices cannot be more than the maximum/);
    expect(preview.lines[3]?.details).toEqual(['allergens: "glitter" is not one of the 14 allergens']);
  });

  it("matches many photos to dishes by file name and says which did not match", async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const name of ["imported-dish-3.png", "Imported Dish 4.PNG", "no-such-dish.png"]) {
      form.append("photos", new Blob([new Uint8Array(png)], { type: "image/png" }), name);
    }
    form.append(
      "photos",
      new Blob([new TextEncoder().encode("not an image")], { type: "image/png" }),
      "imported-dish-5.png",
    );
    const body = new Response(form);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/menu/import/photos",
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { "content-type": body.headers.get("content-type") ?? "", cookie: t.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.matched).toEqual([
      { file: "imported-dish-3.png", dish: "Imported Dish 3" },
      { file: "Imported Dish 4.PNG", dish: "Imported Dish 4" },
    ]);
    expect(result.unmatched.map((u: { file: string }) => u.file)).toEqual([
      "no-such-dish.png",
      "imported-dish-5.png",
    ]);
    const dish = (await menu()).find((d) => d.name === "Imported Dish 3");
    expect(dish?.image).toMatch(/^\/api\/images\//);
  });

  it("is the owner's: signed out 401, staff 403", async () => {
    const out = await t.app.inject({
      method: "POST",
      url: "/api/admin/menu/import/preview",
      payload: { csv: HEADER },
    });
    expect(out.statusCode).toBe(401);
    const staff = await signInNewStaff(t.app, t.cookie, {
      username: "import-staff",
      password: "a long staff password 1",
    });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/menu/import/export.csv",
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(403);
  });
});
