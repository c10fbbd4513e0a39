import { z } from "zod";

/** The first-start setup's steps (decision 0042): details, then hours, how diners pay, printer (optional). */
export const SETUP_STEPS = ["details", "hours", "payments", "printer"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const SETUP_STEP_TITLES: Record<SetupStep, string> = {
  details: "The restaurant's details",
  hours: "Opening hours",
  payments: "How diners pay",
  printer: "Kitchen printer (optional)",
};

export const SetupStatusSchema = z.object({
  /** True on an install (not DEMO_MODE) whose details are not yet confirmed: the owner's sign-in opens the setup. */
  needed: z.boolean(),
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** Dishes on the menu: the sample menu the owner may keep or clear. */
  menuDishes: z.number().int(),
});
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

export const SetupStepParamsSchema = z.object({ step: z.enum(SETUP_STEPS) });

/** Which parts of the sample to clear (menu, chefs, offers, and what other features add); all when absent. */
export const ClearSampleRequestSchema = z.object({
  parts: z.array(z.string().min(1).max(40)).min(1).max(20).optional(),
});

export const ClearSampleResultSchema = z.object({ removed: z.record(z.string(), z.number().int()) });
