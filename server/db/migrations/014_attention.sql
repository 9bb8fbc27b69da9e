-- What needs attention (issue 32, server/model/attention/), measured on 100,000 datasets
-- (bench/explainAttention.mjs).

-- Datasets without a main resource: the count reads this index alone (merge anti join) instead of
-- hashing every link: 27 ms instead of 48 ms for the superuser on 100,000 datasets.
create index resource_dataset_main on resource_dataset (dataset_id) where type = 1;

-- The latest operation of a resource (a failed one is repaired by a later one).
create index processing_resource_latest on processing (resource_id, created_at desc, id desc);

-- Runs of one source: a later success of the same object repairs a failure; the health strip of
-- a source reads its last finished runs.
create index task_object_runs on task (object_class, object_id, end_date desc);
