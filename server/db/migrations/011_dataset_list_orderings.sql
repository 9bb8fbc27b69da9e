-- Every ordering the dataset list offers reads the first rows of an index instead of sorting every
-- visible dataset (issue 30: EXPLAIN ANALYZE on 100,000 and 1,000,000 datasets). orderBy() writes
-- `desc nulls last` and the tie-break `id asc`: an index serves an ordering only when it is written
-- in the same directions, so the descending orderings get their own (004 serves the ascending ones).
create index dataset_last_modified_desc_order on dataset (last_modified desc nulls last, id);
create index dataset_name_desc_order on dataset (f_unaccent(display_name) desc nulls last, id);
create index dataset_creation_date_desc_order on dataset (creation_date desc nulls last, id);
create index dataset_publish_order on dataset (coalesce(publish, true), id);
create index dataset_publish_desc_order on dataset (coalesce(publish, true) desc nulls last, id);
-- The ordering by organisation name reads each organisation's datasets in id order
-- (model/datasetList.ts); this index also serves the filter on usergroup_id that dataset_usergroup served.
create index dataset_usergroup_order on dataset (usergroup_id, id) include (default_permission_level);
drop index dataset_usergroup;
