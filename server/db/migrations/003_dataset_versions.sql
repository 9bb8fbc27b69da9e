-- A dataset's `last_modified` is its version for If-Match (issue 19). Clients read it as an ISO
-- date with milliseconds, so every change must move it by at least a millisecond: two saves in the
-- same millisecond would otherwise share a version and the older one could overwrite the newer.
update dataset set last_modified = date_trunc('milliseconds', last_modified);

create function dataset_version() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    new.last_modified := date_trunc('milliseconds', new.last_modified);
  elsif new.last_modified is distinct from old.last_modified then
    new.last_modified := greatest(
      date_trunc('milliseconds', new.last_modified),
      old.last_modified + interval '1 millisecond'
    );
  end if;
  return new;
end;
$$;

create trigger dataset_version before insert or update on dataset
  for each row execute function dataset_version();
