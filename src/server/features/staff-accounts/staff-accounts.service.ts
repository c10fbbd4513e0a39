import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte } from "drizzle-orm";
import {
  CANNOT_CHANGE_OWN_ACCOUNT,
  CANNOT_RESET_OWN_PASSWORD,
  type CreateStaffAccount,
  type FailedSignIns,
  type StaffAccount,
  type UpdateStaffAccount,
  USERNAME_TAKEN,
} from "@shared/staff-accounts/staff-account.schema";
import type { Db } from "../../db/client";
import { failedStaffSignIns, sessions, users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { hashNewPassword } from "../../lib/new-passwords";
import { refuseDuplicate } from "../../lib/transactions";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

type UserRow = typeof users.$inferSelect;

/** The fields named one by one, so that the password hash is never among them. */
function toStaffAccount({ id, username, role, isDisabled, isDriver, createdAt }: UserRow): StaffAccount {
  return { id, username, role, isDisabled, isDriver, createdAt: createdAt.toISOString() };
}

/** 18 random bytes: a password an owner reads out once and the account holder changes. */
function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db.select().from(users).orderBy(asc(users.username));
  return rows.map(toStaffAccount);
}

async function getAccountRow(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new HttpError(404, "Staff account not found");
  return row;
}

export async function createStaffAccount(
  db: Db,
  input: CreateStaffAccount,
  actor: AuditActor,
): Promise<{ account: StaffAccount; generatedPassword: string | null }> {
  const generatedPassword = input.password ? null : generatePassword();
  const passwordHash = await hashNewPassword(input.password ?? (generatedPassword as string));
  const account = await refuseDuplicate(USERNAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ username: input.username, role: input.role, password: passwordHash })
        .returning();
      if (!row) throw new HttpError(500, "Staff account not created");
      await writeAudit(tx, {
        actor,
        kind: "account.added",
        subject: row.username,
        entityId: row.id,
        after: { role: row.role },
      });
      return toStaffAccount(row);
    }),
  );
  return { account, generatedPassword };
}

/** Disabling (or demoting) ends every session of the account at once, not when it expires. */
export async function updateStaffAccount(
  db: Db,
  input: { id: number; patch: UpdateStaffAccount },
  actor: AuditActor,
): Promise<StaffAccount> {
  if (input.id === actor.userId) throw new HttpError(400, CANNOT_CHANGE_OWN_ACCOUNT);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.id)).for("update");
    if (!before) throw new HttpError(404, "Staff account not found");
    const [row] = await tx.update(users).set(input.patch).where(eq(users.id, input.id)).returning();
    const after = row as UserRow;
    if (input.patch.isDisabled === true || (input.patch.role && input.patch.role !== before.role)) {
      await tx.delete(sessions).where(and(eq(sessions.kind, "admin"), eq(sessions.userId, input.id)));
    }
    await writeAudit(tx, {
      actor,
      kind: "account.changed",
      subject: after.username,
      entityId: after.id,
      before: { role: before.role, isDisabled: before.isDisabled },
      after: { role: after.role, isDisabled: after.isDisabled },
    });
    return toStaffAccount(after);
  });
}

/**
 * A new password, typed by the owner or generated; the account's sessions end. Not for the owner's
 * own account: they change it with their current password (PUT /api/admin/password).
 */
export async function resetStaffPassword(
  db: Db,
  input: { id: number; password?: string },
  actor: AuditActor,
): Promise<{ account: StaffAccount; generatedPassword: string | null }> {
  if (input.id === actor.userId) throw new HttpError(400, CANNOT_RESET_OWN_PASSWORD);
  const row = await getAccountRow(db, input.id);
  const generatedPassword = input.password ? null : generatePassword();
  const passwordHash = await hashNewPassword(input.password ?? (generatedPassword as string));
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, row.id));
    await tx.delete(sessions).where(and(eq(sessions.kind, "admin"), eq(sessions.userId, row.id)));
    await writeAudit(tx, { actor, kind: "account.password-reset", subject: row.username, entityId: row.id });
  });
  return { account: toStaffAccount(row), generatedPassword };
}

/** Failed sign-ins to staff accounts over the last `days` days, newest first (at most 100 listed). */
export async function listFailedSignIns(db: Db, now: Date, days: number): Promise<FailedSignIns> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      id: failedStaffSignIns.id,
      at: failedStaffSignIns.at,
      username: users.username,
      address: failedStaffSignIns.address,
      knownDevice: failedStaffSignIns.knownDevice,
      outcome: failedStaffSignIns.outcome,
    })
    .from(failedStaffSignIns)
    .innerJoin(users, eq(users.id, failedStaffSignIns.userId))
    .where(gte(failedStaffSignIns.at, since))
    .orderBy(desc(failedStaffSignIns.at), desc(failedStaffSignIns.id));
  const countsByUsername: Record<string, number> = {};
  for (const r of rows) countsByUsername[r.username] = (countsByUsername[r.username] ?? 0) + 1;
  return {
    entries: rows.slice(0, 100).map((r) => ({ ...r, at: r.at.toISOString() })),
    days,
    countsByUsername,
  };
}
