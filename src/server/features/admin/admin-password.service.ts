import { verify } from "@node-rs/argon2";
import { and, eq, ne } from "drizzle-orm";
import { CURRENT_PASSWORD_INCORRECT } from "@shared/admin/admin-auth.schema";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { hashNewPassword } from "../../lib/new-passwords";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

/**
 * Sets a staff member's new password (argon2id) once the current one is proven, and signs out every
 * other session of theirs: whoever else held the old password is locked out at once. The audit row
 * says that they changed it, never what to.
 */
export async function changeAdminPassword(
  db: Db,
  input: { userId: number; currentPassword: string; newPassword: string; keepSessionId: string },
  actor: AuditActor,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  const valid = user ? await verify(user.password, input.currentPassword).catch(() => false) : false;
  if (!user || !valid) throw new HttpError(400, CURRENT_PASSWORD_INCORRECT);
  const passwordHash = await hashNewPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(
        and(eq(sessions.kind, "admin"), eq(sessions.userId, user.id), ne(sessions.id, input.keepSessionId)),
      );
    await writeAudit(tx, { actor, kind: "account.own-password", subject: user.username, entityId: user.id });
  });
}
