-- A version keeps the changes its save made (audit T3-H1 of 2026-12-06, decision 0023): computed
-- once when saved, against the version before it, in no language (ids, plain text excerpts, the
-- keywords added and removed), so that reading a history only names them. A version saved before
-- this migration has none (null): the first history read that shows it computes and stores them.
alter table dataset_version add column changes jsonb;
