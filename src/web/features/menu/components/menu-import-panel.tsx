import { useState } from "react";
import type { MenuImportPreview, MenuPhotosResult } from "@shared/menu/menu-csv";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { FormField } from "@web/components/ui/form-field";
import { describeError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { menuQueryKey } from "../api/get-menu";
import { applyMenuImport, MENU_EXPORT_URL, previewMenuImport, uploadDishPhotos } from "../api/menu-import";

const ACTION_WORDS = { add: "Add", change: "Change", unchanged: "No change", refuse: "Refused" } as const;

function PreviewTable({ preview }: { preview: MenuImportPreview }) {
  const lines = preview.lines.filter((l) => l.action !== "unchanged");
  return (
    <div className="max-h-96 overflow-auto rounded border border-stone-200">
      <table className="w-full text-left text-sm" aria-label="Import preview">
        <thead className="sticky top-0 bg-stone-100">
          <tr>
            <th className="p-2">Line</th>
            <th className="p-2">Dish</th>
            <th className="p-2">What happens</th>
            <th className="p-2">Details</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr
              key={l.line}
              className={`border-t border-stone-100 ${l.action === "refuse" ? "bg-red-50" : ""}`}
            >
              <td className="p-2 tabular-nums">{l.line}</td>
              <td className="p-2">{l.name || "(no name)"}</td>
              <td
                className={`p-2 font-semibold ${l.action === "refuse" ? "text-red-800" : "text-stone-900"}`}
              >
                {ACTION_WORDS[l.action]}
              </td>
              <td className="p-2">{l.details.join("; ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The owner brings a menu in: a CSV previewed line by line, then applied; photos matched by name. */
export function MenuImportPanel() {
  const [file, setFile] = useState<{ fileName: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<MenuImportPreview | null>(null);
  const [photos, setPhotos] = useState<MenuPhotosResult | null>(null);
  const check = useAdminMutation({
    mutationFn: previewMenuImport,
    success: null,
    failure: "Could not read the file",
    onSuccess: (result) => setPreview(result),
  });
  const apply = useAdminMutation({
    mutationFn: applyMenuImport,
    success: (r) => `Menu imported: ${r.added} added, ${r.changed} changed`,
    failure: "Failed to import the menu",
    invalidate: [menuQueryKey],
    onSuccess: () => {
      setPreview(null);
      setFile(null);
    },
  });
  const upload = useAdminMutation({
    mutationFn: uploadDishPhotos,
    success: (r) => `${r.matched.length} photos matched`,
    failure: "Failed to upload the photos",
    invalidate: [menuQueryKey],
    onSuccess: (result) => setPhotos(result),
  });

  async function chooseCsv(chosen: File | undefined) {
    setPreview(null);
    if (!chosen) return;
    try {
      const next = { fileName: chosen.name, csv: await chosen.text() };
      setFile(next);
      check.mutate(next);
    } catch (error) {
      toast.error("Could not read the file", { description: describeError(error) });
    }
  }

  const writes = preview ? preview.added + preview.changed : 0;
  return (
    <details className="mb-4">
      <summary className="cursor-pointer font-semibold text-maroon-800">Import, export and photos</summary>
      <div className="mt-3 grid items-start gap-4 lg:grid-cols-2">
        <Card className="grid gap-3">
          <h3 className="font-display text-lg font-bold text-stone-900">Menu from a CSV file</h3>
          <p className="text-sm text-stone-700">
            Columns: name, category, description, price, vegetarian, non_vegetarian, spicy, allergens,
            options, available. Options as{" "}
            <code className="text-xs">Spice level [1-1]: Mild | Hot; Extras [0-2]: Raita +0.95</code>. A dish
            whose name is already on the menu is changed; nothing is written until you apply.
          </p>
          <FormField label="CSV file">
            <input type="file" accept=".csv,text/csv" onChange={(e) => void chooseCsv(e.target.files?.[0])} />
          </FormField>
          <a className="text-sm font-semibold text-maroon-800 underline" href={MENU_EXPORT_URL} download>
            Export the menu as CSV
          </a>
          {preview && (
            <>
              <p role="status" className="font-semibold">
                {preview.added} to add, {preview.changed} to change, {preview.unchanged} unchanged,{" "}
                {preview.refused} refused
              </p>
              <PreviewTable preview={preview} />
              <div className="flex justify-end gap-2">
                <Button variant="ghost" onClick={() => setPreview(null)}>
                  Cancel
                </Button>
                <Button
                  disabled={!file || writes === 0 || apply.isPending}
                  onClick={() => file && apply.mutate(file)}
                >
                  Apply: add {preview.added}, change {preview.changed}
                </Button>
              </div>
            </>
          )}
        </Card>
        <Card className="grid gap-3">
          <h3 className="font-display text-lg font-bold text-stone-900">Dish photos at once</h3>
          <p className="text-sm text-stone-700">
            Name each file after its dish (chicken-65-biryani.jpg or Chicken 65 Biryani.jpg).
          </p>
          <FormField label="Dish photos">
            <input
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => {
                const chosen = [...(e.target.files ?? [])];
                if (chosen.length > 0) upload.mutate(chosen);
              }}
            />
          </FormField>
          {upload.isPending && <p role="status">Uploading photos…</p>}
          {photos && (
            <div role="status" className="text-sm">
              <p className="font-semibold">
                {photos.matched.length} matched, {photos.unmatched.length} not matched
              </p>
              <ul className="mt-1 list-disc pl-5">
                {photos.matched.map((m) => (
                  <li key={m.file}>
                    {m.file} → {m.dish}
                  </li>
                ))}
                {photos.unmatched.map((u) => (
                  <li key={u.file} className="text-red-800">
                    {u.file}: {u.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Card>
      </div>
    </details>
  );
}
