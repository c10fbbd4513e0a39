/**
 * Reading the audit log: newest first, a page at a time, filtered by person, kind of change and
 * London dates. Rows are written by writeAudit (audit-writer.service.ts).
 */
import { and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { type AuditGroup, getKindsOfGroup } from "@shared/audit-log/audit-kinds";
import type { AuditLogPage, AuditPeople } from "@shared/audit-log/audit-log.schema";
import { addDays, londonWallTimeToInstant } from "@shared/opening-hours/london-time";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

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

export interface AuditLogListQuery {
  beforeId?: number;
  limit: number;
  person?: string;
  kind?: AuditGroup;
  /** London calendar days, inclusive. */
  from?: string;
  to?: string;
}

export async function listAuditEntries(db: Db, query: AuditLogListQuery): Promise<AuditLogPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        query.beforeId ? lt(auditLog.id, query.beforeId) : undefined,
        query.person ? eq(auditLog.username, query.person) : undefined,
        query.kind ? inArray(auditLog.kind, getKindsOfGroup(query.kind)) : undefined,
        query.from ? gte(auditLog.at, londonWallTimeToInstant(query.from, 0)) : undefined,
        query.to ? lt(auditLog.at, londonWallTimeToInstant(addDays(query.to, 1), 0)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      username: r.username,
      kind: r.kind,
      entity: r.entity,
      entityId: r.entityId,
      subject: r.subject,
      summary: r.summary,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    nextBeforeId: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Everyone with an entry, including accounts since removed (the log keeps their username). */
export async function listAuditPeople(db: Db): Promise<AuditPeople> {
  const rows = await db
    .selectDistinct({ username: auditLog.username })
    .from(auditLog)
    .orderBy(asc(auditLog.username));
  return { people: rows.map((r) => r.username) };
}
