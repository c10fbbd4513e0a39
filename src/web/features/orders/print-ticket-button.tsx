/**
 * Print (and print again) an order's kitchen ticket from the browser. The ticket is drawn on its
 * own at the top of the document, measured, and given a page of its size: 80 mm wide and exactly as
 * long as the ticket on a receipt roll (one continuous page; `size: 80mm auto` is not valid CSS),
 * or A4. Everything else on the page is left off the paper. The first print sets the order's
 * printedAt; each later one is a reprint (audited, marked on the ticket). The button is never
 * stuck on "Printed": a jammed ticket is printed again.
 */
import { Printer } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { Order } from "@shared/orders/order.schema";
import { Button } from "@web/components/ui/button";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { adminOrdersQueryKey } from "@web/features/kitchen-board/api/get-board-orders";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { markOrderPrinted } from "./api/mark-order-printed";
import { KitchenTicket, type TicketPaper } from "./kitchen-ticket";
import { readTicketPaper } from "./ticket-paper";

const PRINT_ROOT_CSS = `
.ticket-print-root { position: fixed; top: 0; left: -10000px; }
@media print {
  body > :not(.ticket-print-root) { display: none !important; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important;
    height: auto !important; min-height: 0 !important; overflow: visible !important; }
  .ticket-print-root { position: static; }
  .ticket-print-root .kt-a4 { margin: 0 auto; }
}`;

/** Millimetres of paper below the ticket, so rounding never pushes its last line onto a second page. */
const SLACK_MM = 2;
const MM_PER_CSS_PIXEL = 25.4 / 96;

/** The page rule for a ticket of this height (in CSS pixels, as measured on screen). */
function ticketPageCss(paper: TicketPaper, heightPx: number): string {
  if (paper === "a4") return "@page { size: A4; margin: 12mm; }";
  const heightMm = Math.ceil(heightPx * MM_PER_CSS_PIXEL) + SLACK_MM;
  return `@page { size: 80mm ${heightMm}mm; margin: 0; }`;
}

interface PrintJob {
  id: number;
  order: Order;
  paper: TicketPaper;
  reprint: boolean;
}

function TicketPrintJob({ job, onDone }: { job: PrintJob; onDone: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const [pageCss, setPageCss] = useState<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useLayoutEffect(() => {
    const height = root.current?.getBoundingClientRect().height ?? 0;
    setPageCss(ticketPageCss(job.paper, height));
  }, [job]);

  useEffect(() => {
    if (!pageCss) return;
    const finished = () => done.current();
    window.addEventListener("afterprint", finished, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", finished);
  }, [pageCss]);

  return createPortal(
    <div ref={root} className="ticket-print-root" aria-hidden="true" data-testid="ticket-print-root">
      <style>{`${PRINT_ROOT_CSS}\n${pageCss ?? ""}`}</style>
      <KitchenTicket order={job.order} paper={job.paper} reprint={job.reprint} />
    </div>,
    document.body,
  );
}

export function PrintTicketButton({ order }: { order: Order }) {
  const [job, setJob] = useState<PrintJob | null>(null);
  const print = useAdminMutation({
    mutationFn: () => markOrderPrinted(order.id),
    success: (result) => result.message,
    failure: "Failed to mark order as printed",
    invalidate: [adminOrdersQueryKey, adminStatsQueryKey],
    onSuccess: (result) =>
      setJob({ id: Date.now(), order: result.order, paper: readTicketPaper(), reprint: result.reprint }),
  });
  const printed = order.printedAt !== null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => print.mutate()}
        disabled={print.isPending}
        aria-label={`${printed ? "Reprint" : "Print"} ticket for order ${order.orderNumber}`}
      >
        <Printer size={18} aria-hidden="true" />
        {printed ? "Reprint" : "Print"}
      </Button>
      {job && <TicketPrintJob key={job.id} job={job} onDone={() => setJob(null)} />}
    </>
  );
}
