-- How many datasets each organisation holds, private or not, kept by the database itself in the
-- transaction of every change (issue 30): the dataset list's count without filters reads these few
-- rows instead of counting a table of a million datasets (80–200 ms). The count stays exact.
create table dataset_tally (
  usergroup_id integer not null,
  private boolean not null,
  n bigint not null,
  primary key (usergroup_id, private)
);

insert into dataset_tally (usergroup_id, private, n)
  select usergroup_id, default_permission_level = 'private', count(*) from dataset group by 1, 2;

-- Once per statement, from its transition tables: a save that moves no dataset to another
-- organisation or level changes nothing here (and locks no tally row); keys in order, so that two
-- statements lock the rows they share in the same order.
create function dataset_tally_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into dataset_tally (usergroup_id, private, n)
      select usergroup_id, default_permission_level = 'private', count(*) from new_rows
      group by 1, 2 order by 1, 2
    on conflict (usergroup_id, private) do update set n = dataset_tally.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into dataset_tally (usergroup_id, private, n)
      select usergroup_id, default_permission_level = 'private', -count(*) from old_rows
      group by 1, 2 order by 1, 2
    on conflict (usergroup_id, private) do update set n = dataset_tally.n + excluded.n;
  else
    insert into dataset_tally (usergroup_id, private, n)
      select usergroup_id, private, sum(n) from (
        select usergroup_id, default_permission_level = 'private' as private, 1 as n from new_rows
        union all
        select usergroup_id, default_permission_level = 'private', -1 from old_rows) as moves
      group by 1, 2 having sum(n) <> 0 order by 1, 2
    on conflict (usergroup_id, private) do update set n = dataset_tally.n + excluded.n;
  end if;
  return null;
end;
$$;

create trigger dataset_tally_insert after insert on dataset
  referencing new table as new_rows for each statement execute function dataset_tally_change();
create trigger dataset_tally_update after update on dataset
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_tally_change();
create trigger dataset_tally_delete after delete on dataset
  referencing old table as old_rows for each statement execute function dataset_tally_change();

create function dataset_tally_clear() returns trigger language plpgsql as $$
begin
  delete from dataset_tally;
  return null;
end;
$$;

create trigger dataset_tally_truncate after truncate on dataset
  for each statement execute function dataset_tally_clear();
