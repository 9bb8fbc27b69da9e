-- Datasets in the shapes the real OneGeo API speaks (issue 25, docs/evidence/onegeo-public-clients.md
-- D6/D7). Other clients (the data-fair connector) create datasets with only a name, an organisation
-- and a few texts: the update frequency may be missing, and every dataset has a short `codename`.
alter table dataset add column codename text not null default '';

-- Existing datasets get the slug of their name, as a creation without a codename does
-- (server/handlers/common.ts slugify: accents removed, other characters to hyphens, edges trimmed,
-- lower case), cut to the contract's 100 characters. f_unaccent lower-cases too.
update dataset
  set codename = left(trim(both '-' from regexp_replace(f_unaccent(display_name), '[^a-z0-9]+', '-', 'g')), 100);

alter table dataset alter column update_frequency drop not null;
