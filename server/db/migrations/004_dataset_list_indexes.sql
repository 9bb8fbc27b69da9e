-- The dataset list's orderings read the first rows of an index instead of sorting every visible
-- dataset (issue 18: 100,000 datasets under 50 connections). The tie-break on id matches orderBy().
create index dataset_last_modified_order on dataset (last_modified desc, id);
create index dataset_name_order on dataset (f_unaccent(display_name), id);
create index dataset_creation_date_order on dataset (creation_date, id);
