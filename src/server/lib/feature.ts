/**
 * What a server feature declares about itself (issue 36): its route plugins by scope, its kinds
 * of deferred work with their handlers, and its scheduled jobs. app.ts keeps the four scopes and
 * the order of the features (features.ts); everything a feature adds is in its `<name>.register.ts`,
 * so what happens after an order commits, or who may call a route, is read in the feature.
 */
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import type { ScheduledJob } from "./scheduled-jobs";

/** Who may call a route: everyone, a signed-in customer, any staff member, or the owner only. */
export type RouteScope = "public" | "customer" | "staff" | "owner";

/** What a registration can read beyond the app's deps: the app's own options. */
export interface FeatureOptions {
  /** Where the Google Places API lives; tests point it at a local fake. */
  googlePlacesBaseUrl?: string;
}

type ScopeRegistration = (scope: FastifyInstance, options: FeatureOptions) => Promise<void>;

export interface Feature {
  /** As in src/server/features/<name>. */
  name: string;
  public?: ScopeRegistration;
  customer?: ScopeRegistration;
  staff?: ScopeRegistration;
  owner?: ScopeRegistration;
  /** Registers the feature's outbox kinds and their handlers, once, while the app is built. */
  deferredWork?: (app: FastifyInstance, deps: AppDeps) => void;
  /** The feature's interval jobs, run by background-work.ts on one instance at a time. */
  jobs?: (deps: AppDeps) => ScheduledJob[];
}

/** Typed identity: a feature's registration reads as a declaration. */
export function defineFeature(feature: Feature): Feature {
  return feature;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by the scope a route is registered in (app.ts); read by the route map and access tests. */
    scope?: RouteScope;
  }
}

/** An onRoute hook that records the scope a route is registered in (the innermost scope wins). */
export function markScope(scope: RouteScope) {
  return (route: { config?: unknown }) => {
    route.config = { ...(route.config as object | undefined), scope };
  };
}
