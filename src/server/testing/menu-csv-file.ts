/** A menu CSV as a restaurant moving from another system brings it (the import's API and browser tests). */

export const MENU_CSV_HEADER =
  "name,category,description,price,vegetarian,non_vegetarian,spicy,allergens,options,available";

/** 120 new dishes with options, and two bad lines among them (lines 6 and 50 of the file). */
export function menuCsvOf120(): { csv: string; badLines: number[] } {
  const lines = [MENU_CSV_HEADER];
  for (let i = 1; i <= 122; i += 1) {
    const line = lines.length + 1;
    if (line === 6) lines.push('Bad Price Dish,curries,"No price",abc,no,yes,no,,,yes');
    else if (line === 50) lines.push("Mystery Dish,puddings,Where does it go,4.50,yes,no,no,milk,,yes");
    else
      lines.push(
        `Imported Dish ${i},${i % 2 ? "curries" : "Starters"},"Dish ${i}, made fresh",${(5 + i / 10).toFixed(2)},${i % 3 === 0 ? "yes" : "no"},no,${i % 4 === 0 ? "yes" : "no"},milk; Mustard,"Spice level [1-1]: Mild | Medium | Hot; Extras [0-2]: Raita +0.95 | Extra naan +2.50",yes`,
      );
  }
  return { csv: `${lines.join("\r\n")}\r\n`, badLines: [6, 50] };
}
