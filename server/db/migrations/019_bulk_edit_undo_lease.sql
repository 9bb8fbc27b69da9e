-- An undo runs in chunks, one transaction each (audit T3-L4 of 2026-12-06), so the batch's row lock
-- no longer spans it: the undo under way holds a lease on its batch, renewed by each chunk, and a
-- second undo meanwhile answers 400 (a double click undoes once). A lease left by an undo that
-- stopped part-way (a crash) lapses, and undoing again puts back the rest.
alter table bulk_edit add column undo_lease_until timestamptz;
