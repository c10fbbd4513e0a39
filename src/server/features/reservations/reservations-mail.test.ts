/**
 * The diner's mails through real SMTP: the outbox delivers them to a server on 127.0.0.1,
 * mailparser reads them as a mail client would, and ical.js reads the confirmation's calendar file
 * as a calendar would.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { setUpRealMailTestApp } from "../../testing/real-mail-test-app";

// The app's own mailer, as server.ts makes it from SMTP_URL and MAIL_FROM.
const t = setUpRealMailTestApp({
  signedIn: true,
  env: {
    PUBLIC_URL: "https://hh.example",
    RESTAURANT_EMAIL: "kitchen@hh.example",
    MAIL_FROM: "Hyderabad House <bookings@hh.example>",
  },
});

describe("booking mails over SMTP", () => {
  it("sends received, then a confirmation with staff's words, a private link and a valid .ics", async () => {
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/reservations",
      payload: {
        name: "Asha Patel",
        phone: "07700 900123",
        email: "asha@example.test",
        // Friday 4 December 2026, GMT.
        date: "2026-12-04",
        time: "19:30",
        guests: 4,
        notes: "",
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json();
    const confirm = await injectAs(t.app, t.cookie, "PUT", `/api/admin/reservations/${id}/status`, {
      status: "confirmed",
      message: "Window table; see you then, Asha!",
    });
    expect(confirm.json().emailed).toBe(true);

    const receivedMail = await t.mailTo("asha@example.test", /received your table request/);
    expect(receivedMail.text).toContain("not confirmed yet");
    expect(receivedMail.attachments).toHaveLength(0);

    const mail = await t.mailTo("asha@example.test", /is confirmed/);
    expect(mail.from?.text).toContain("bookings@hh.example");
    expect(mail.text).toContain("Friday 4 December 2026 at 19:30");
    expect(mail.text).toContain("Window table; see you then, Asha!");
    const link = /https:\/\/hh\.example\/reservation\/[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0];
    expect(link).toBeTruthy();
    const token = link?.split("/").at(-1);
    const page = await t.app.inject({ method: "GET", url: `/api/reservations/manage/${token}` });
    expect(page.json()).toMatchObject({
      status: "confirmed",
      canCancel: true,
      staffMessage: "Window table; see you then, Asha!",
    });

    const [ics] = mail.attachments;
    expect(ics?.filename).toBe("reservation.ics");
    expect(ics?.contentType).toBe("text/calendar");
    const raw = ics?.content.toString("utf8") ?? "";
    expect(raw).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(raw.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(raw));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
    expect(event.uid).toBe(`reservation-${id}@hh.example`);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-04T19:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-04T21:30:00.000Z");
    expect(event.summary).toBe("Table for 4 at Hyderabad House");
    expect(event.description).toContain(link);
    expect(event.location).toContain("12 High Street, Northampton");
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("dtstamp")).toBeTruthy();
  });

  it("writes a summer booking in UTC an hour earlier (BST)", async () => {
    await t.db.execute(
      "update restaurant_settings set reservation_horizon_days = 365, reservation_auto_confirm = true",
    );
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/reservations",
      payload: {
        name: "Ben; Jones, Jr",
        phone: "07700 900124",
        email: "ben@example.test",
        date: "2027-07-02",
        time: "19:00",
        guests: 2,
      },
    });
    expect(booked.json().status).toBe("confirmed");
    const mail = await t.mailTo("ben@example.test", /is confirmed/);
    const event = new ICAL.Event(
      new ICAL.Component(
        ICAL.parse(mail.attachments[0]?.content.toString("utf8") ?? ""),
      ).getFirstSubcomponent("vevent") as ICAL.Component,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-07-02T18:00:00.000Z");
  });
});
