import { Phone } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { PhoneOrderDialog } from "./phone-order-dialog";

/** The board's "New phone order" button and the sheet it opens (issue 22 item 6). */
export function NewPhoneOrderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} className="min-h-11">
        <Phone size={18} aria-hidden="true" /> New phone order
      </Button>
      <PhoneOrderDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
