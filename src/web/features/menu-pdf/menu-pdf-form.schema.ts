import { z } from "zod";
import { MenuPdfFileSchema } from "@shared/menu/menu-admin.schema";

const CHOOSE_PDF_MESSAGE = "Choose a PDF file";

/** The file input holds a FileList; the form sends its one file, once the shared rules accept it. */
export const MenuPdfFormSchema = z.object({
  menuPdf: z.custom<FileList | null | undefined>().transform((files, ctx) => {
    const file = files?.[0];
    if (!file) {
      ctx.addIssue({ code: "custom", message: CHOOSE_PDF_MESSAGE });
      return z.NEVER;
    }
    const checked = MenuPdfFileSchema.safeParse(file);
    for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: "custom", message: issue.message });
    return checked.success ? file : z.NEVER;
  }),
});
export type MenuPdfForm = z.output<typeof MenuPdfFormSchema>;
