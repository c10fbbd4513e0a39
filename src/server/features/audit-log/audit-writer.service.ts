/**
 * The audit writer: every service that changes something a person should be able to account for
 * writes one row here, in its own transaction, so the row commits or rolls back with the change.
 *
 *   const actor = auditActor(request);               // in the route: who, through which route, when
 *   await db.transaction(async (tx) => {             // in the service
 *     const [row] = await tx.update(onlineOrders)...;
 *     await writeAudit(tx, {
 *       actor,
 *       kind: "order.status",                        // src/shared/audit-log/audit-kinds.ts
 *       subject: row.orderNumber,                    // the name a person reads, never an id
 *       entityId: row.id,
 *       before: { status: "preparing" },
 *       after: { status: "ready" },                  // typed per kind by AuditPayloads
 *     });
 *   });
 *
 * The words ("sara marked order HH-7VSW9Z ready") are built from that data by
 * describeAuditEntry (src/shared/audit-log/audit-sentence.ts). A new kind is added there and in
 * audit-kinds.ts; the compiler lists what is missing. Secrets (passwords, tokens, National
 * Insurance numbers) are redacted from before/after whatever the caller passes.
 *
 * A route that changes nothing worth recording says so with auditNotNeeded(request, why). The
 * staff scope's safety net (registerAuditSafetyNet) records, with a warning, any successful write
 * whose route did neither, so no staff or owner write goes unrecorded.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AUDIT_KINDS, type AuditEvent } from "@shared/audit-log/audit-kinds";
import { redactSecrets } from "@shared/audit-log/audit-log.schema";
import { describeAuditEntry } from "@shared/audit-log/audit-sentence";
import type { DbTransaction } from "../../db/client";
import { auditLog } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** Who made a change, through which route, and when (the app's clock, which tests control). */
export interface AuditActor {
  /** Null for a change no account made (a scheduled job). */
  userId: number | null;
  username: string;
  /** "PUT /api/admin/menu/:id": the route as registered, or a job's name. */
  via: string;
  at: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set once the route took charge of its audit entry (auditActor) or said none is needed. */
    auditHandled: boolean;
  }
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

/**
 * The signed-in staff member behind this request, as the audit writer records them. Calling it
 * also tells the safety net that this route writes its own entries.
 */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = request.staffUser;
  if (!user) throw new HttpError(401, "Admin sign-in required");
  request.auditHandled = true;
  return { userId: user.id, username: user.username, via: routeOf(request), at: request.server.deps.now() };
}

/**
 * For a staff write that changes nothing the log should show (a message marked read, a photo
 * uploaded before the dish that uses it is saved): says so, so the safety net stays quiet.
 */
export function auditNotNeeded(request: FastifyRequest, reason: string): void {
  request.auditHandled = true;
  request.log.debug({ reason }, "write not audited");
}

/** One change as the audit writer takes it: who did it, and the kind's data (AuditEvent). */
export type AuditWrite = AuditEvent & { actor: AuditActor };

/**
 * Writes one audit row inside `tx`, the transaction of the change it records. The type takes a
 * transaction, never the database: a row written outside the change could outlive a rollback.
 */
export async function writeAudit(tx: DbTransaction, entry: AuditWrite): Promise<void> {
  const { actor, kind, subject = null, entityId = null } = entry;
  const before = "before" in entry && entry.before !== undefined ? redactSecrets(entry.before) : null;
  const after = "after" in entry && entry.after !== undefined ? redactSecrets(entry.after) : null;
  const at = actor.at.toISOString();
  const summary =
    entry.kind === "request"
      ? entry.summary
      : describeAuditEntry({ username: actor.username, at, kind, subject, before, after });
  await tx.insert(auditLog).values({
    at: actor.at,
    userId: actor.userId,
    username: actor.username,
    action: actor.via.slice(0, 120),
    kind,
    entity: AUDIT_KINDS[kind].entity,
    entityId: entityId === null ? null : String(entityId).slice(0, 50),
    subject,
    summary,
    before,
    after,
  });
}

/**
 * The safety net of the staff scope (owner routes included): a successful write whose route
 * neither called auditActor nor auditNotNeeded still leaves a row (kind "request": the route and
 * the redacted body) and a warning in the log. Tests assert that no such row appears.
 */
export function registerAuditSafetyNet(scope: FastifyInstance): void {
  scope.decorateRequest("auditHandled", false);
  scope.addHook("onSend", async (request, reply, payload) => {
    const user = request.staffUser;
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400 || !user || request.auditHandled) {
      return payload;
    }
    const route = routeOf(request);
    request.log.warn({ route }, "staff write without an audit entry: recorded from the request");
    try {
      await scope.deps.db.transaction((tx) =>
        writeAudit(tx, {
          actor: { userId: user.id, username: user.username, via: route, at: scope.deps.now() },
          kind: "request",
          summary: `${route} (no description)`,
          after: (request.body ?? null) as Record<string, unknown> | null,
        }),
      );
    } catch (error) {
      // The change is made and answered; a lost audit row is logged, not turned into a 500.
      request.log.error({ err: error, route }, "audit row not written");
    }
    return payload;
  });
}
