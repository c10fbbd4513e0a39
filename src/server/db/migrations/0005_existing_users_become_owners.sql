-- Hand-written data migration (not generated): every account that existed before roles was the
-- single all-powerful admin, so it becomes an owner. Accounts created from now on default to staff.
-- Runs once, right after 0003 added the role column; when migrations are regenerated at merge,
-- keep this file after the migration that adds users.role.
UPDATE "users" SET "role" = 'owner';
