import { useState } from "react";
import type { Brand } from "@shared/site-content/site-content.schema";
import { Button } from "@web/components/ui/button";
import { FormCard } from "@web/components/ui/form-card";
import { FormField, InputField } from "@web/components/ui/form-field";
import { Thumbnail } from "@web/components/ui/thumbnail";
import { uploadImage } from "@web/features/menu/api/upload-image";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { brandQueryKey, siteContentQueryKey } from "../api/get-site-content";
import { saveBrand } from "../api/site-content-writes";
import { BrandFormSchema, type BrandFormValues } from "../site-content-form.schema";

const Field = InputField<BrandFormValues>;

/** The logo and the one accent colour (header, tab icon, menu PDF); the colour must keep text readable. */
export function BrandPanel({ brand }: { brand: Brand }) {
  const form = useSchemaForm(BrandFormSchema, {
    logoUrl: brand.logoUrl ?? "",
    accentColour: brand.accentColour ?? "",
  });
  const [uploading, setUploading] = useState(false);
  const save = useAdminMutation({
    mutationFn: saveBrand,
    success: "Logo and colour saved",
    failure: "Failed to save the logo and colour",
    invalidate: [siteContentQueryKey, brandQueryKey],
  });
  async function handleFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      form.setValue("logoUrl", (await uploadImage(file)).imageUrl, { shouldValidate: true });
    } catch {
      toast.error("Upload failed: Please try again");
    } finally {
      setUploading(false);
    }
  }
  const logoUrl = form.watch("logoUrl");
  const colour = form.watch("accentColour");
  return (
    <FormCard label="Logo and colour" form={form} save={save}>
      <h2 className="font-display text-lg font-bold text-stone-900">Logo and colour</h2>
      <FormField label="Logo" hint="A square image shows best. It is also the browser tab's icon.">
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => void handleFile(e.target.files?.[0])}
        />
      </FormField>
      {logoUrl && (
        <div className="flex items-center gap-3">
          <Thumbnail
            src={logoUrl}
            alt="Logo preview"
            width={64}
            height={64}
            className="h-16 w-16 rounded object-contain"
          />
          <Button variant="ghost" size="sm" onClick={() => form.setValue("logoUrl", "")}>
            Remove logo
          </Button>
        </div>
      )}
      <div className="flex items-end gap-3">
        <Field
          name="accentColour"
          label="Accent colour"
          optional
          placeholder="#7f1d1d"
          hint="As # and six hex digits. Blank keeps the site's own colours."
          className="flex-1"
        />
        {/^#[0-9a-f]{6}$/i.test(colour) && (
          <span
            aria-hidden="true"
            className="mb-2 h-9 w-9 rounded border border-stone-300"
            style={{ background: colour }}
          />
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={uploading || save.isPending}>
          Save logo and colour
        </Button>
      </div>
    </FormCard>
  );
}
