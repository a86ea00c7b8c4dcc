-- The application role of a production database (docs/security.md "Database roles").
-- Run as a superuser (or the owner) in the lab's database after the owner role has run the
-- migrations (`npm run accounts:create`, or one start, with the owner's DATABASE_URL):
--   psql "$OWNER_DATABASE_URL" -v ON_ERROR_STOP=1 -f apps/lab-api/src/db/application-role.sql
-- The server then runs with DATABASE_URL naming loci_app. Migrations stay the owner's: loci_app
-- owns nothing, so it can neither alter tables nor disable the audit table's triggers.
do $$
begin
  if not exists (select from pg_roles where rolname = 'loci_app') then
    create role loci_app login;
  end if;
end $$;

grant usage on schema public to loci_app;
grant select, insert, update, delete on all tables in schema public to loci_app;
grant usage, select on all sequences in schema public to loci_app;
-- The audit trail: append and read only (HIPAA 164.312(b)); no update, delete or truncate.
revoke update, delete, truncate on audit_event from loci_app;
grant select, insert on audit_event to loci_app;

-- The job queue (pg-boss) keeps its tables in its own schema, created by the owner's first start.
do $$
begin
  if exists (select from pg_namespace where nspname = 'pgboss') then
    execute 'grant usage on schema pgboss to loci_app';
    execute 'grant select, insert, update, delete on all tables in schema pgboss to loci_app';
    execute 'grant usage, select on all sequences in schema pgboss to loci_app';
    execute 'grant execute on all functions in schema pgboss to loci_app';
  end if;
end $$;
