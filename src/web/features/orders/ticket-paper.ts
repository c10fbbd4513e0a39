/**
 * Which paper this device's browser prints kitchen tickets on: the 80 mm roll of a receipt printer
 * (one continuous page as long as the ticket) or A4. A setting of the device, not of the
 * restaurant: the laptop in the office and the tablet on the pass print to different printers.
 */
import { readStored, writeStored } from "@web/lib/browser-storage";
import type { TicketPaper } from "./kitchen-ticket";

const KEY = "kitchen-ticket-paper";

export const TICKET_PAPER_LABELS: Record<TicketPaper, string> = {
  "80mm": "80 mm receipt roll",
  a4: "A4 sheets",
};

export function readTicketPaper(): TicketPaper {
  return readStored(KEY) === "a4" ? "a4" : "80mm";
}

/** Without storage the choice lasts until the page reloads (the default is 80 mm). */
export function writeTicketPaper(paper: TicketPaper): void {
  writeStored(KEY, paper);
}
