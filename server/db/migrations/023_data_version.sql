-- The data version (issue 49, decision 0043): a number that moves with every committed change of
-- the data answers are built from. An answer built at one version may be given again while the
-- version has not moved (server/http/answerCache.ts); the statement of who asks reads it, so that
-- checking costs no statement of its own.
create table data_version (
  only_row boolean primary key default true check (only_row),
  n bigint not null
);
insert into data_version (n) values (0);

-- A transaction that changed data leaves one row here, counted and removed at its commit by a
-- deferred trigger: the version's row is locked only while the transaction commits. Locked at the
-- change itself, it would be held to the end of the transaction, and two transactions each about
-- to change a row the other holds would deadlock on it.
create table data_change (id bigserial primary key);

create function data_change_count() returns trigger language plpgsql as $$
begin
  update data_version set n = n + 1;
  delete from data_change where id = new.id;
  return null;
end;
$$;

create constraint trigger data_change_count after insert on data_change
  deferrable initially deferred for each row execute function data_change_count();

-- A statement that wrote rows marks its transaction, once: a setting local to the transaction says
-- it is marked (rolled back with it, as the mark is). A statement that wrote no row (the task poll's
-- update of tasks whose process is gone, most often none) changes nothing and marks nothing.
create function data_change_note() returns void language plpgsql as $$
begin
  if current_setting('onegeo.data_changed', true) is distinct from 'yes' then
    perform set_config('onegeo.data_changed', 'yes', true);
    insert into data_change default values;
  end if;
end;
$$;

-- After a statement that wrote rows: its transition table `changed` holds them.
create function data_change_rows() returns trigger language plpgsql as $$
begin
  if exists (select from changed) then
    perform data_change_note();
  end if;
  return null;
end;
$$;

-- After a truncate, which has no transition table.
create function data_change_truncated() returns trigger language plpgsql as $$
begin
  perform data_change_note();
  return null;
end;
$$;

-- Every table but those no answer is built from and that change by themselves as people work:
-- sessions (their last use, renewed every minute), the processes' heartbeats, sign-in failures and
-- the migrations' own record. Once per statement, from its transition table (which dataset's tally
-- triggers already make). A table added later gets the four triggers in its own migration
-- (tests/contract/answerCache.test.ts fails on a table with neither them nor a place here).
do $$
declare
  t record;
begin
  for t in
    select c.relname from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
    where ns.nspname = current_schema() and c.relkind = 'r'
      and c.relname not in ('data_version', 'data_change', 'schema_migration', 'session',
                            'server_process', 'sign_in_failure')
    order by c.relname
  loop
    execute format('create trigger data_change_insert after insert on %I referencing new table as changed
      for each statement execute function data_change_rows()', t.relname);
    execute format('create trigger data_change_update after update on %I referencing new table as changed
      for each statement execute function data_change_rows()', t.relname);
    execute format('create trigger data_change_delete after delete on %I referencing old table as changed
      for each statement execute function data_change_rows()', t.relname);
    execute format('create trigger data_change_truncate after truncate on %I
      for each statement execute function data_change_truncated()', t.relname);
  end loop;
end;
$$;
