-- Resources and data formats in the shapes the real OneGeo API speaks (issue 25,
-- docs/evidence/onegeo-public-clients.md D9 and D12).

-- The organisation a resource is created for (the data-fair connector sends `usergroup_id`). Until
-- the resource is linked to a dataset, that group's managers may manage it. Deleting the group
-- leaves the resource to its creator and its datasets.
alter table resource add column usergroup_id integer references usergroup (id) on delete set null;

-- A short lower-case name of each format, compared by clients with a file's extension. Existing
-- formats get the codenames the seed gives them (server/seed/reference.ts): their extension, except
-- the database table format, whose "extension" names no file.
alter table data_format add column codename text not null default '';
update data_format
  set codename = case lower(extension) when 'sql' then 'postgresql' else lower(extension) end;
