-- Reference labels in English and Italian beside the French `label` (issue 27): answers carry the
-- label of the request's locale, French when a translation is missing. The seed's items are
-- translated at every start (server/seed/referenceLabels.ts), so existing databases get them too.
alter table reference_item add column label_en text, add column label_it text;
alter table data_format add column label_en text, add column label_it text;
