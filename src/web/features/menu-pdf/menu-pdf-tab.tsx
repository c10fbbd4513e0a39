import { FileUp } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { FormField, HookForm } from "@web/components/ui/form-field";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { uploadMenuPdf } from "./api/upload-menu-pdf";
import { type MenuPdfForm, MenuPdfFormSchema } from "./menu-pdf-form.schema";

const UPLOADED = "Menu PDF uploaded successfully!";

/** The spec's failure texts: the response's status text, or the connection that failed. */
async function sendMenuPdf({ menuPdf }: MenuPdfForm): Promise<void> {
  let response: Response;
  try {
    response = await uploadMenuPdf(menuPdf);
  } catch {
    throw new Error("Upload failed: Failed to connect to server");
  }
  if (!response.ok) throw new Error(`Upload failed: ${response.statusText || response.status}`);
}

export function MenuPdfTab() {
  const form = useSchemaForm(MenuPdfFormSchema, { menuPdf: undefined });
  const upload = useAdminMutation({
    mutationFn: sendMenuPdf,
    success: UPLOADED,
    failure: "Upload failed",
    onSuccess: () => form.reset(),
  });
  const fileError = form.formState.errors.menuPdf?.message;
  const chosen = form.watch("menuPdf");
  // A wrong file is refused as soon as it is chosen (spec: the upload's error state), not on submit.
  const field = form.register("menuPdf", {
    onChange: async () => {
      upload.reset();
      if (!(await form.trigger("menuPdf"))) toast.error(form.getFieldState("menuPdf").error?.message);
    },
  });

  const message = fileError ?? (upload.isError ? upload.error.message : upload.isSuccess ? UPLOADED : null);
  const failed = Boolean(fileError) || upload.isError;
  return (
    <Card className="max-w-xl">
      <h2 className="text-xl font-bold text-maroon-800">Menu PDF</h2>
      <p className="mt-1 text-sm text-stone-700">The PDF diners download from "Download Full Menu PDF".</p>
      <HookForm form={form} onValid={(input) => upload.mutate(input)} className="mt-4 space-y-4">
        <FormField label="Menu PDF file" hint="PDF only, up to 20MB" error={Boolean(fileError)}>
          <input type="file" accept="application/pdf" {...field} />
        </FormField>
        <Button type="submit" disabled={!chosen?.length || Boolean(fileError) || upload.isPending}>
          <FileUp size={18} aria-hidden="true" />
          {upload.isPending ? "Uploading..." : "Upload PDF"}
        </Button>
        {message && (
          <p
            role={failed ? "alert" : "status"}
            className={`text-sm font-medium ${failed ? "text-red-700" : "text-green-800"}`}
          >
            {message}
          </p>
        )}
        <a
          href="/api/menu/download"
          target="_blank"
          rel="noreferrer"
          className="block text-sm text-maroon-800 underline"
        >
          View the current menu PDF
        </a>
      </HookForm>
    </Card>
  );
}
