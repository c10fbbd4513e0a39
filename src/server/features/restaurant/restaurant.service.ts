import { readFile } from "node:fs/promises";
import { count } from "drizzle-orm";
import type { LegalPageSlug } from "@shared/restaurant/legal-pages";
import {
  type PublicRestaurant,
  type RestaurantDetailsInput,
  RestaurantDetailsInputSchema,
  type RestaurantDetailsValues,
} from "@shared/restaurant/restaurant-details.schema";
import { SETUP_STEPS, type SetupStatus, type SetupStep } from "@shared/restaurant/setup.schema";
import type { Db, DbTransaction } from "../../db/client";
import { chefs, legalPages, menuItems, offers, restaurantDetails, setupSteps } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { clearSampleSiteContent } from "../site-content/site-content.service";
import { loadRestaurantDetails } from "./restaurant.queries";

/**
 * Saves the details; `confirm` marks them confirmed (the setup's last step, the details tab's
 * save once confirmed, RESTAURANT_FILE), after which the public pages state them.
 */
export async function saveRestaurantDetails(
  db: Db,
  values: RestaurantDetailsValues,
  options: { confirm: boolean; actor: AuditActor | null; now: Date },
): Promise<PublicRestaurant> {
  await db.transaction(async (tx) => {
    const before = await loadRestaurantDetails(tx);
    const confirmedAt = options.confirm ? options.now : null;
    await tx
      .insert(restaurantDetails)
      .values({ id: 1, ...values, confirmedAt, updatedAt: options.now })
      .onConflictDoUpdate({
        target: restaurantDetails.id,
        set: {
          ...values,
          updatedAt: options.now,
          ...(options.confirm ? { confirmedAt: options.now } : {}),
        },
      });
    if (options.actor) {
      await writeAudit(tx, {
        actor: options.actor,
        kind: "restaurant-details.changed",
        before: { ...(before.details ?? {}), confirmed: before.confirmed },
        after: { ...values, confirmed: options.confirm || before.confirmed },
      });
    }
  });
  return loadRestaurantDetails(db);
}

/**
 * RESTAURANT_FILE: a JSON file of the details (docs/examples/restaurant.example.json), applied on
 * every start and confirming them, so an install by script (and the benchmarks) is set up without
 * a browser. A bad file stops the start with the field and the reason.
 */
export async function applyRestaurantFile(db: Db, file: string, now: Date): Promise<RestaurantDetailsValues> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`RESTAURANT_FILE ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const parsed = RestaurantDetailsInputSchema.safeParse(raw as RestaurantDetailsInput);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`);
    throw new Error(`RESTAURANT_FILE ${file} is not valid:\n  ${problems.join("\n  ")}`);
  }
  await saveRestaurantDetails(db, parsed.data, { confirm: true, actor: null, now });
  return parsed.data;
}

export async function saveLegalPage(
  db: Db,
  slug: LegalPageSlug,
  body: string,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(legalPages)
      .values({ slug, body, updatedAt: now })
      .onConflictDoUpdate({ target: legalPages.slug, set: { body, updatedAt: now } });
    await writeAudit(tx, {
      actor,
      kind: "legal-page.changed",
      subject: slug,
      after: { length: body.length },
    });
  });
}

/** What the first-start setup shows the owner: each step, done or not. */
export async function loadSetupStatus(db: Db, demoMode: boolean): Promise<SetupStatus> {
  const [{ confirmed }, done, [dishes]] = await Promise.all([
    loadRestaurantDetails(db),
    db.select().from(setupSteps),
    db.select({ n: count() }).from(menuItems),
  ]);
  const doneSteps = new Set(done.map((row) => row.step));
  return {
    needed: !demoMode && !confirmed,
    steps: SETUP_STEPS.map((step) => ({
      step,
      done: step === "details" ? confirmed : doneSteps.has(step),
    })),
    menuDishes: dishes?.n ?? 0,
  };
}

export async function markSetupStepDone(db: Db, step: SetupStep, actor: AuditActor): Promise<void> {
  if (step === "details") throw new HttpError(400, "The details step is done by confirming the details");
  await db.transaction(async (tx) => {
    await tx.insert(setupSteps).values({ step, doneAt: actor.at }).onConflictDoNothing();
    await writeAudit(tx, { actor, kind: "setup.step-done", after: { step } });
  });
}

/**
 * Clearing the sample: each part of the sample content a feature seeds removes its own rows here,
 * in one transaction, and says how many dishes (or items) it removed.
 */
type SampleClearer = (tx: DbTransaction) => Promise<number>;
const SAMPLE_CLEARERS = new Map<string, SampleClearer>([
  // Dish options and a dish's links go with it (ON DELETE CASCADE); orders keep their own copy.
  ["menu", async (tx) => (await tx.delete(menuItems).returning({ id: menuItems.id })).length],
  ["chefs", async (tx) => (await tx.delete(chefs).returning({ id: chefs.id })).length],
  ["offers", async (tx) => (await tx.delete(offers).returning({ id: offers.id })).length],
  // The home page's words and gallery (decision 0043): its sections are hidden once empty.
  ["site-content", clearSampleSiteContent],
]);

/** Removes the sample menu, chefs, offers and the home page's words and photos in one step. */
export async function clearSampleContent(
  db: Db,
  actor: AuditActor,
  parts: readonly string[] = [...SAMPLE_CLEARERS.keys()],
): Promise<Record<string, number>> {
  const unknown = parts.filter((p) => !SAMPLE_CLEARERS.has(p));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      `Nothing called ${unknown.join(", ")} can be cleared; choose from ${[...SAMPLE_CLEARERS.keys()].join(", ")}`,
    );
  }
  return db.transaction(async (tx) => {
    const removed: Record<string, number> = {};
    for (const part of parts) removed[part] = await (SAMPLE_CLEARERS.get(part) as SampleClearer)(tx);
    const total = Object.values(removed).reduce((a, b) => a + b, 0);
    await writeAudit(tx, {
      actor,
      kind: "sample-menu.cleared",
      after: { parts: [...parts], removed: total },
    });
    return removed;
  });
}
