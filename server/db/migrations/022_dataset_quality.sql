-- Metadata quality (issue 51): each dataset's scores, stored so that an organisation's or the
-- platform's summary and the dataset list's `quality_fix` filter read them instead of computing
-- 100,000 of them per request. Only what they read is stored (a whole assessment is some 7 kB: one
-- dataset's page computes it afresh, which costs less than reading it back). Kept true by triggers: every write to what the scores read (the
-- tables server/model/dcat/inputs.ts reads) marks the datasets it concerns stale in the same
-- transaction, whatever code path wrote it (a form's save, a bulk edit, a harvest, a URL check, a
-- reference list); readers recompute the stale rows of their scope before answering
-- (server/model/quality/refresh.ts). `generation` grows at each mark, so that a recompute that read
-- older data (a write committed while it ran) leaves the row stale instead of marking it fresh.

create table dataset_quality (
  dataset_id integer primary key references dataset (id) on delete cascade,
  -- The dataset's organisation, kept by the dataset's trigger: the tally below counts by it.
  usergroup_id integer not null,
  stale boolean not null default true,
  generation bigint not null default 0,
  -- What it was computed from: the day (udata judges freshness against it), the methodologies'
  -- versions, and a digest of the DCAT-AP record scored; the day its udata score turns without a
  -- write (server/model/quality/validity.ts), null when only a write changes it.
  computed_at timestamptz,
  computed_on date,
  valid_until date,
  methodology text,
  udata_version text,
  record_digest text,
  mqa_points double precision,
  mqa_max double precision,
  mqa_rating text check (mqa_rating in ('excellent', 'good', 'sufficient', 'bad')),
  udata_score double precision,
  -- The fixes it lacks, with what each gains here (parallel arrays, for the summary's unnest) and
  -- whether it alone raises the rating; the indicators missed, as `mqa:<id>` and `udata:<id>`.
  missing_fixes text[] not null default '{}',
  fix_mqa_gains double precision[] not null default '{}',
  fix_udata_gains double precision[] not null default '{}',
  fix_raises_rating boolean[] not null default '{}',
  missed_indicators text[] not null default '{}'
);
create index dataset_quality_fixes on dataset_quality using gin (missing_fixes);
create index dataset_quality_stale on dataset_quality (dataset_id) where stale;
create index dataset_quality_valid_until on dataset_quality (valid_until);

insert into dataset_quality (dataset_id, usergroup_id) select id, usergroup_id from dataset;

-- What the summaries read, per organisation, kept by a trigger on dataset_quality (as
-- dataset_tally is on dataset): a summary of 100,000 datasets adds up a few hundred rows instead of
-- unnesting millions. Keys: `datasets` (n, udata_sum), `rating:<rating>`, `miss:<scheme>:<id>`,
-- `fix:<id>` (n, mqa_gain_sum, udata_gain_sum, raises). Rows never computed count nowhere.
create table quality_tally (
  usergroup_id integer not null,
  key text not null,
  n bigint not null default 0,
  udata_sum double precision not null default 0,
  mqa_gain_sum double precision not null default 0,
  udata_gain_sum double precision not null default 0,
  raises bigint not null default 0,
  primary key (usergroup_id, key)
);

-- Adds `sign` times the contributions of `rows` to the tally.
create function quality_tally_apply(sign integer, rows dataset_quality[]) returns void language sql as $$
  insert into quality_tally (usergroup_id, key, n, udata_sum, mqa_gain_sum, udata_gain_sum, raises)
    select usergroup_id, key, sum(n), sum(udata_sum), sum(mqa_gain_sum), sum(udata_gain_sum), sum(raises)
    from (
      select r.usergroup_id, 'datasets' as key, sign as n, sign * r.udata_score as udata_sum,
        0::float8 as mqa_gain_sum, 0::float8 as udata_gain_sum, 0 as raises
      from unnest(rows) as r
      union all
      select r.usergroup_id, 'rating:' || r.mqa_rating, sign, 0, 0, 0, 0 from unnest(rows) as r
      union all
      select r.usergroup_id, 'miss:' || m.id, sign, 0, 0, 0, 0
      from unnest(rows) as r cross join unnest(r.missed_indicators) as m(id)
      union all
      select r.usergroup_id, 'fix:' || f.id, sign, 0, sign * f.mqa_gain, sign * f.udata_gain,
        case when f.raises then sign else 0 end
      from unnest(rows) as r
        cross join unnest(r.missing_fixes, r.fix_mqa_gains, r.fix_udata_gains, r.fix_raises_rating)
          as f(id, mqa_gain, udata_gain, raises)
    ) as contributions
    group by usergroup_id, key order by usergroup_id, key
  on conflict (usergroup_id, key) do update set n = quality_tally.n + excluded.n,
    udata_sum = quality_tally.udata_sum + excluded.udata_sum,
    mqa_gain_sum = quality_tally.mqa_gain_sum + excluded.mqa_gain_sum,
    udata_gain_sum = quality_tally.udata_gain_sum + excluded.udata_gain_sum,
    raises = quality_tally.raises + excluded.raises;
$$;

-- Once per statement, from its transition tables. An update that changes no tallied value (a mark
-- as stale) contributes nothing: only the rows whose tallied values differ are taken out and put back.
create function quality_tally_change() returns trigger language plpgsql as $$
declare
  changed integer[];
begin
  if tg_op = 'INSERT' then
    perform quality_tally_apply(1, array(select (n.*)::dataset_quality from new_rows n where n.mqa_rating is not null));
  elsif tg_op = 'DELETE' then
    perform quality_tally_apply(-1, array(select (o.*)::dataset_quality from old_rows o where o.mqa_rating is not null));
  else
    changed := array(
      select o.dataset_id from old_rows o join new_rows n on n.dataset_id = o.dataset_id
      where (o.usergroup_id, o.mqa_rating, o.udata_score, o.missed_indicators, o.missing_fixes,
          o.fix_mqa_gains, o.fix_udata_gains, o.fix_raises_rating)
        is distinct from (n.usergroup_id, n.mqa_rating, n.udata_score, n.missed_indicators,
          n.missing_fixes, n.fix_mqa_gains, n.fix_udata_gains, n.fix_raises_rating));
    if cardinality(changed) > 0 then
      perform quality_tally_apply(-1, array(select (o.*)::dataset_quality from old_rows o
        where o.mqa_rating is not null and o.dataset_id = any(changed)));
      perform quality_tally_apply(1, array(select (n.*)::dataset_quality from new_rows n
        where n.mqa_rating is not null and n.dataset_id = any(changed)));
    end if;
  end if;
  return null;
end;
$$;

create trigger quality_tally_insert after insert on dataset_quality
  referencing new table as new_rows for each statement execute function quality_tally_change();
create trigger quality_tally_update after update on dataset_quality
  referencing old table as old_rows new table as new_rows for each statement execute function quality_tally_change();
create trigger quality_tally_delete after delete on dataset_quality
  referencing old table as old_rows for each statement execute function quality_tally_change();

create function dataset_quality_mark(ids integer[]) returns void language sql as $$
  update dataset_quality set stale = true, generation = generation + 1 where dataset_id = any(ids);
$$;

create function dataset_quality_mark_all() returns void language sql as $$
  update dataset_quality set stale = true, generation = generation + 1;
$$;

create function dataset_quality_from_dataset() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into dataset_quality (dataset_id, usergroup_id) select id, usergroup_id from new_rows order by id
      on conflict do nothing;
  else
    update dataset_quality q set stale = true, generation = q.generation + 1, usergroup_id = n.usergroup_id
      from new_rows n where q.dataset_id = n.id;
  end if;
  return null;
end;
$$;
create trigger dataset_quality_dataset_insert after insert on dataset
  referencing new table as new_rows for each statement execute function dataset_quality_from_dataset();
create trigger dataset_quality_dataset_update after update on dataset
  referencing new table as new_rows for each statement execute function dataset_quality_from_dataset();

create function dataset_quality_from_dataset_link() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform dataset_quality_mark(array(select dataset_id from new_rows order by 1));
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform dataset_quality_mark(array(select dataset_id from old_rows order by 1));
  end if;
  return null;
end;
$$;

create trigger dataset_quality_dataset_tag_insert after insert on dataset_tag
  referencing new table as new_rows for each statement execute function dataset_quality_from_dataset_link();
create trigger dataset_quality_dataset_tag_update after update on dataset_tag
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_dataset_link();
create trigger dataset_quality_dataset_tag_delete after delete on dataset_tag
  referencing old table as old_rows for each statement execute function dataset_quality_from_dataset_link();

create trigger dataset_quality_dataset_contact_role_insert after insert on dataset_contact_role
  referencing new table as new_rows for each statement execute function dataset_quality_from_dataset_link();
create trigger dataset_quality_dataset_contact_role_update after update on dataset_contact_role
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_dataset_link();
create trigger dataset_quality_dataset_contact_role_delete after delete on dataset_contact_role
  referencing old table as old_rows for each statement execute function dataset_quality_from_dataset_link();

create trigger dataset_quality_resource_dataset_insert after insert on resource_dataset
  referencing new table as new_rows for each statement execute function dataset_quality_from_dataset_link();
create trigger dataset_quality_resource_dataset_update after update on resource_dataset
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_dataset_link();
create trigger dataset_quality_resource_dataset_delete after delete on resource_dataset
  referencing old table as old_rows for each statement execute function dataset_quality_from_dataset_link();

create function dataset_quality_from_resource() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform dataset_quality_mark(array(select rd.dataset_id from resource_dataset rd where rd.resource_id in (select id from new_rows) order by 1));
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform dataset_quality_mark(array(select rd.dataset_id from resource_dataset rd where rd.resource_id in (select id from old_rows) order by 1));
  end if;
  return null;
end;
$$;

create trigger dataset_quality_resource_update after update on resource
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_resource();

create function dataset_quality_from_resource_part() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform dataset_quality_mark(array(select rd.dataset_id from resource_dataset rd where rd.resource_id in (select resource_id from new_rows) order by 1));
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform dataset_quality_mark(array(select rd.dataset_id from resource_dataset rd where rd.resource_id in (select resource_id from old_rows) order by 1));
  end if;
  return null;
end;
$$;

create trigger dataset_quality_linked_file_insert after insert on linked_file
  referencing new table as new_rows for each statement execute function dataset_quality_from_resource_part();
create trigger dataset_quality_linked_file_update after update on linked_file
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_resource_part();
create trigger dataset_quality_linked_file_delete after delete on linked_file
  referencing old table as old_rows for each statement execute function dataset_quality_from_resource_part();

create trigger dataset_quality_file_upload_insert after insert on file_upload
  referencing new table as new_rows for each statement execute function dataset_quality_from_resource_part();
create trigger dataset_quality_file_upload_update after update on file_upload
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_resource_part();
create trigger dataset_quality_file_upload_delete after delete on file_upload
  referencing old table as old_rows for each statement execute function dataset_quality_from_resource_part();

create trigger dataset_quality_ftp_insert after insert on ftp
  referencing new table as new_rows for each statement execute function dataset_quality_from_resource_part();
create trigger dataset_quality_ftp_update after update on ftp
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_resource_part();
create trigger dataset_quality_ftp_delete after delete on ftp
  referencing old table as old_rows for each statement execute function dataset_quality_from_resource_part();

create trigger dataset_quality_url_check_insert after insert on url_check
  referencing new table as new_rows for each statement execute function dataset_quality_from_resource_part();
create trigger dataset_quality_url_check_update after update on url_check
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_resource_part();
create trigger dataset_quality_url_check_delete after delete on url_check
  referencing old table as old_rows for each statement execute function dataset_quality_from_resource_part();

-- A group, keyword or contact renamed: the datasets that show its name.

create function dataset_quality_from_usergroup() returns trigger language plpgsql as $$
begin
  perform dataset_quality_mark(array(select d.id from dataset d join new_rows n on n.id = d.usergroup_id join old_rows o on o.id = n.id where n.display_name is distinct from o.display_name order by 1));
  return null;
end;
$$;
create trigger dataset_quality_usergroup_update after update on usergroup
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_usergroup();

create function dataset_quality_from_tag() returns trigger language plpgsql as $$
begin
  perform dataset_quality_mark(array(select dt.dataset_id from dataset_tag dt join new_rows n on n.id = dt.tag_id join old_rows o on o.id = n.id where n.name is distinct from o.name order by 1));
  return null;
end;
$$;
create trigger dataset_quality_tag_update after update on tag
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_tag();

create function dataset_quality_from_contact() returns trigger language plpgsql as $$
begin
  perform dataset_quality_mark(array(select dcr.dataset_id from dataset_contact_role dcr join new_rows n on n.id = dcr.contact_id join old_rows o on o.id = n.id where (n.name, n.email) is distinct from (o.name, o.email) order by 1));
  return null;
end;
$$;
create trigger dataset_quality_contact_update after update on contact
  referencing old table as old_rows new table as new_rows for each statement execute function dataset_quality_from_contact();

-- The reference lists and data formats label every dataset's record: a change marks them all.
create function dataset_quality_from_list() returns trigger language plpgsql as $$
begin
  perform dataset_quality_mark_all();
  return null;
end;
$$;

create trigger dataset_quality_reference_item_insert after insert on reference_item
  for each statement execute function dataset_quality_from_list();
create trigger dataset_quality_reference_item_update after update on reference_item
  for each statement execute function dataset_quality_from_list();
create trigger dataset_quality_reference_item_delete after delete on reference_item
  for each statement execute function dataset_quality_from_list();

create trigger dataset_quality_data_format_insert after insert on data_format
  for each statement execute function dataset_quality_from_list();
create trigger dataset_quality_data_format_update after update on data_format
  for each statement execute function dataset_quality_from_list();
create trigger dataset_quality_data_format_delete after delete on data_format
  for each statement execute function dataset_quality_from_list();
