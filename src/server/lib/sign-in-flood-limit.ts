/**
 * The flood guard of a sign-in route (customers' and staff's), per address, counting every request:
 * it only bounds the password-hashing work one address can ask for. Guessing is stopped by
 * sign-in-throttle.ts, which counts failures only, so a kitchen's tablets signing in at the start
 * of a shift are never turned away.
 */
export function signInFloodLimit() {
  // A fresh object per route: the test setup switches limits off by writing into route configs.
  return { rateLimit: { max: 60, timeWindow: "15 minutes" } };
}
