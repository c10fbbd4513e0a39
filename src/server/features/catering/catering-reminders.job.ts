/**
 * The diner's reminder the day before a confirmed catering order (issue 39 item 3): sent on the
 * first run from 09:00 on the London day before the event, once (reminder_sent_at), through the outbox.
 */
import { and, eq, isNull, lte } from "drizzle-orm";
import { addDays, getLondonMoment, parseTime } from "@shared/opening-hours/london-time";
import type { AppDeps } from "../../app-deps";
import { cateringOrders } from "../../db/schema";
import { queueMail } from "../../lib/mail";
import type { ScheduledJob } from "../../lib/scheduled-jobs";
import { cateringReminderMail } from "./catering.mail";
import { cateringReference, createCateringLink } from "./catering.service";

/** Not before the morning: a reminder at five past midnight is read as spam, or not at all. */
const REMINDERS_FROM = "09:00";

export function createCateringRemindersJob(deps: Pick<AppDeps, "env">): ScheduledJob<{ sent: number }> {
  return {
    name: "catering-reminders",
    everyMs: 10 * 60_000,
    invalidates: [],
    async run(tx, now) {
      const moment = getLondonMoment(now);
      if (moment.minutes < parseTime(REMINDERS_FROM)) return { sent: 0 };
      const today = moment.date;
      const tomorrow = addDays(today, 1);
      // Tomorrow's, and any confirmed late for a day already upon us (confirmed inside the day before).
      const due = await tx
        .select()
        .from(cateringOrders)
        .where(
          and(
            eq(cateringOrders.status, "confirmed"),
            isNull(cateringOrders.reminderSentAt),
            lte(cateringOrders.eventDate, tomorrow),
          ),
        )
        .limit(100)
        .for("update", { skipLocked: true });
      let sent = 0;
      for (const o of due) {
        // A day already past is not reminded of; it is marked so it is not read again.
        if (o.eventDate >= tomorrow) {
          const { link } = await createCateringLink(tx, deps.env.PUBLIC_URL, o.id, now);
          await queueMail(tx, cateringReminderMail(o, cateringReference(o.id), link));
          sent += 1;
        }
        await tx.update(cateringOrders).set({ reminderSentAt: now }).where(eq(cateringOrders.id, o.id));
      }
      return { sent };
    },
  };
}
