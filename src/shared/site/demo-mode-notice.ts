/** What every page says while DEMO_MODE is on (apart from the site config schema: no zod at first paint). */
export const DEMO_MODE_NOTICE = "Demo mode - no real money is taken";
