/**
 * The audit trail of the owner-only scope: every successful write there leaves one row (who, when,
 * which route, what), without any handler having to remember. A handler that knows the record
 * before and after the change adds that detail with recordAudit; otherwise the request body (with
 * secrets redacted) stands for what changed.
 */
import { and, desc, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { type AuditLogPage, redactSecrets } from "../../../shared/audit-log/audit-log.schema";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

export interface AuditDetail {
  /** What the change was, in words an owner reads ("Cash-up for 2026-11-24 recorded"). */
  summary?: string;
  entity?: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
}

declare module "fastify" {
  interface FastifyRequest {
    auditDetail: AuditDetail | null;
  }
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Adds before/after detail to the row this request's write will leave. */
export function recordAudit(request: FastifyRequest, detail: AuditDetail): void {
  request.auditDetail = { ...request.auditDetail, ...detail };
}

/** Only the fields that changed, before and after: an owner reads the difference, not two copies. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** "/api/admin/cash-ups/:date" -> "cash-ups"; "/api/chefs/:id" -> "chefs". */
export function entityOfRoute(url: string): string {
  const parts = url.split("/").filter((p) => p && p !== "api" && p !== "admin" && !p.startsWith(":"));
  return parts[0] ?? "admin";
}

/**
 * Registers the trail on a scope. The row is written in onSend, before the answer leaves, so a
 * client that saw the 2xx can read its audit row; a failure to write it is logged, not hidden
 * behind a 500 for a change already made.
 */
export function registerAuditTrail(scope: FastifyInstance): void {
  scope.decorateRequest("auditDetail", null);
  scope.addHook("onSend", async (request, reply, payload) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400 || !request.staffUser) return payload;
    const route = request.routeOptions.url ?? request.url;
    const detail = request.auditDetail ?? {};
    const params = request.params as Record<string, unknown> | undefined;
    const entityId = detail.entityId ?? (params?.id as string | undefined) ?? null;
    try {
      await scope.deps.db.insert(auditLog).values({
        at: scope.deps.now(),
        userId: request.staffUser.id,
        username: request.staffUser.username,
        action: `${request.method} ${route}`,
        entity: detail.entity ?? entityOfRoute(route),
        entityId: entityId === null ? null : String(entityId),
        summary: detail.summary ?? `${request.method} ${route}`,
        before: detail.before === undefined ? null : redactSecrets(detail.before),
        after:
          detail.after === undefined
            ? (redactSecrets(request.body ?? null) as object | null)
            : redactSecrets(detail.after),
      });
    } catch (error) {
      request.log.error({ err: error, route }, "audit row not written");
    }
    return payload;
  });
}

/** Marks each route of a scope with who may call it, for the role test and for readers of the routes. */
export function markRouteAccess(access: "staff" | "owner") {
  return (route: RouteOptions) => {
    route.config = { ...(route.config as object | undefined), access };
  };
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: "staff" | "owner";
  }
}

export async function listAuditEntries(
  db: Db,
  query: { beforeId?: number; limit: number },
): Promise<AuditLogPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(query.beforeId ? lt(auditLog.id, query.beforeId) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      username: r.username,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      summary: r.summary,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    nextBeforeId: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
