-- Issue 45: a harvest keeps the whole record (decision 0026).

-- The dataset's bounding box in WGS 84 degrees, [west, south, east, north] (the contract's
-- DatasetBounds); the 'record' geographical coverage reads it. Four doubles or nothing.
alter table dataset add column bounds double precision[]
  check (bounds is null or cardinality(bounds) = 4);

-- What a harvest gives the datasets it creates; it never changes the publication of one it updates.
alter table remote_api_index
  add column publish_datasets boolean not null default true,
  add column default_permission_level text not null default 'download'
    check (default_permission_level in ('private', 'search', 'consultation', 'download'));

-- Each URL resource a harvest made, with the key its distribution has at the source (its
-- identifier, else its address): a later harvest adds, changes and removes them by that key, and
-- leaves alone the resources people added by hand.
create table harvested_resource (
  dataset_id integer not null references dataset (id) on delete cascade,
  remote_key text not null,
  resource_id integer not null references resource (id) on delete cascade,
  primary key (dataset_id, remote_key)
);
create index harvested_resource_resource on harvested_resource (resource_id);

-- The identifiers, addresses and other titles a licence goes by in remote catalogues, for the
-- harvest's licence matching. Seeded licences get theirs at every start (seed/licenceAliases.ts);
-- an operator may add rows for the licences they add. `license_id` is a reference_item of the
-- list 'license'; `alias` is stored normalised (lower case; an address without its scheme).
create table license_alias (
  license_id integer not null,
  kind text not null check (kind in ('identifier', 'url', 'title')),
  alias text not null,
  primary key (kind, alias, license_id)
);
