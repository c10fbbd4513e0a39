/**
 * "Kitchen printer": where the network ESC/POS printer is (host:port), whether new orders print on
 * arrival and whether orders to be paid online print before payment (the owner's to set; staff
 * see them), and which paper this device's browser prints tickets on (80 mm roll or A4).
 */
import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@web/components/ui/button";
import { CheckboxField, FormField, HookForm, InputField } from "@web/components/ui/form-field";
import { Options } from "@web/components/ui/options";
import { useIsOwner } from "@web/features/admin/staff-role-context";
import type { TicketPaper } from "@web/features/orders/kitchen-ticket";
import { readTicketPaper, TICKET_PAPER_LABELS, writeTicketPaper } from "@web/features/orders/ticket-paper";
import { formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { printerStatusQueryKey, printerStatusQueryOptions } from "./api/get-printer-status";
import { savePrinterSettings } from "./api/save-printer-settings";
import { PrinterSettingsFormSchema, type PrinterSettingsFormValues } from "./printing-form.schema";

const Field = InputField<PrinterSettingsFormValues>;
const Checkbox = CheckboxField<PrinterSettingsFormValues>;
const PAPERS = Object.keys(TICKET_PAPER_LABELS) as TicketPaper[];

const STATE_WORDS = {
  none: "No network printer set: tickets print from this browser only.",
  online: "Online (answers its status)",
  offline: "Offline (does not answer)",
  unknown: "Not asked yet",
} as const;

export function PrinterSettingsPanel() {
  const isOwner = useIsOwner();
  const status = useQuery(printerStatusQueryOptions());
  const form = useSchemaForm(PrinterSettingsFormSchema, {
    address: "",
    autoPrint: true,
    printBeforePayment: false,
  });
  const [paper, setPaper] = useState<TicketPaper>("80mm");
  useEffect(() => setPaper(readTicketPaper()), []);
  const loaded = status.data;
  // The form shows what is saved, again whenever that changes (not on every status poll).
  const savedAddress = loaded?.address ?? "";
  const savedAutoPrint = loaded?.autoPrint;
  const savedEarly = loaded?.printBeforePayment ?? false;
  const { reset } = form;
  useEffect(() => {
    if (savedAutoPrint !== undefined) {
      reset({ address: savedAddress, autoPrint: savedAutoPrint, printBeforePayment: savedEarly });
    }
  }, [savedAddress, savedAutoPrint, savedEarly, reset]);
  const save = useAdminMutation({
    mutationFn: savePrinterSettings,
    success: "Kitchen printer saved",
    failure: "Failed to save the kitchen printer",
    replaceData: printerStatusQueryKey,
  });

  return (
    <section
      aria-labelledby="kitchen-printer-heading"
      className="rounded-lg border border-stone-300 bg-white p-4"
    >
      <h3 id="kitchen-printer-heading" className="flex items-center gap-2 font-semibold text-stone-900">
        <Printer size={18} aria-hidden="true" /> Kitchen printer
      </h3>
      {loaded && (
        <p className="mt-1 text-sm text-stone-800" data-testid="printer-state">
          {loaded.address ? `${loaded.address}: ${STATE_WORDS[loaded.state]}` : STATE_WORDS.none}
          {loaded.source === "environment" ? " (from KITCHEN_PRINTER)" : ""}
          {loaded.lastPrintedAt ? ` · last ticket ${formatInstant(loaded.lastPrintedAt)}` : ""}
        </p>
      )}
      {isOwner ? (
        <HookForm
          form={form}
          onValid={(values) => save.mutate(values)}
          className="mt-3 flex flex-wrap items-end gap-4"
        >
          <Field
            name="address"
            label="Network printer address"
            hint="Its IP address and port, e.g. 192.168.1.50:9100. Leave empty for no network printer."
            autoComplete="off"
            spellCheck={false}
          />
          <Checkbox name="autoPrint" label="Print new orders automatically" />
          <Checkbox
            name="printBeforePayment"
            label="Print orders paid online before the payment (marked ONLINE PAYMENT PENDING)"
          />
          <Button type="submit" variant="secondary" disabled={save.isPending || status.isPending}>
            Save printer
          </Button>
        </HookForm>
      ) : (
        <p className="mt-2 text-sm text-stone-700">Only the owner can change the printer's address.</p>
      )}
      <FormField
        label="This device prints tickets on"
        hint="For Print on this device: the receipt printer's roll, or an office printer's A4."
        className="mt-3 max-w-xs"
      >
        <select
          value={paper}
          onChange={(e) => {
            const next = e.target.value as TicketPaper;
            setPaper(next);
            writeTicketPaper(next);
          }}
        >
          <Options values={PAPERS} label={(p) => TICKET_PAPER_LABELS[p]} />
        </select>
      </FormField>
    </section>
  );
}
