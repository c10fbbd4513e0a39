import { FileUp } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { MAX_PDF_BYTES } from "../../../../shared/admin/admin-menu.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { uploadMenuPdf } from "../api/upload-menu-pdf";
import { Card } from "./admin-ui";

type UploadState = "idle" | "uploading" | "success" | "error";
const INVALID_TYPE = "Invalid file type: Please select a PDF file";

export function MenuPdfTab() {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  function choose(next: File | undefined) {
    setState("idle");
    setMessage(null);
    if (!next) return setFile(null);
    if (next.type !== "application/pdf") {
      setFile(null);
      setState("error");
      setMessage(INVALID_TYPE);
      toast.error(INVALID_TYPE);
      return;
    }
    if (next.size > MAX_PDF_BYTES) {
      setFile(null);
      setState("error");
      setMessage("File too large: the maximum is 20MB");
      toast.error("File too large: the maximum is 20MB");
      return;
    }
    setFile(next);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setState("uploading");
    try {
      const res = await uploadMenuPdf(file);
      if (!res.ok) {
        const text = `Upload failed: ${res.statusText || res.status}`;
        setState("error");
        setMessage(text);
        toast.error("Upload failed", { description: text });
        return;
      }
      setState("success");
      setMessage("Menu PDF uploaded successfully!");
      toast.success("Menu PDF uploaded successfully!");
      setFile(null);
      setInputKey((k) => k + 1);
    } catch {
      setState("error");
      setMessage("Upload failed: Failed to connect to server");
      toast.error("Upload failed", { description: "Upload failed: Failed to connect to server" });
    }
  }

  return (
    <Card className="max-w-xl">
      <h2 className="text-xl font-bold text-maroon-800">Menu PDF</h2>
      <p className="mt-1 text-sm text-stone-700">The PDF diners download from "Download Full Menu PDF".</p>
      <form className="mt-4 space-y-4" onSubmit={handleSubmit}>
        <FormField label="Menu PDF file" hint="PDF only, up to 20MB">
          <input
            key={inputKey}
            type="file"
            name="menuPdf"
            accept="application/pdf"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </FormField>
        <Button type="submit" disabled={!file || state === "uploading"}>
          <FileUp size={18} aria-hidden="true" />
          {state === "uploading" ? "Uploading..." : "Upload PDF"}
        </Button>
        {message && (
          <p
            role={state === "error" ? "alert" : "status"}
            className={`text-sm font-medium ${state === "error" ? "text-red-700" : "text-green-800"}`}
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
      </form>
    </Card>
  );
}
