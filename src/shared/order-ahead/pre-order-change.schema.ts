/**
 * A diner moving their own pre-order to another day or time (issue 39 item 4, decision 0052): the
 * body of POST /api/order-ahead/orders/:id/change. Whether the day and time are offered, and at what
 * price, is the server's to say; here only that they are a day and a time at all.
 */
import { z } from "zod";
import { HHMM } from "../opening-hours/opening-hours.schema";
import { calendarDate } from "../text.schema";

export const PreOrderChangeRequestSchema = z.object({
  collectionDate: calendarDate("Collection Date: please choose a day"),
  collectionTime: z
    .string("Collection Time: please choose a time")
    .regex(HHMM, "Collection Time: please choose a time"),
});
export type PreOrderChangeRequest = z.infer<typeof PreOrderChangeRequestSchema>;
