-- Issue 48: the sFTP access request is decided by a superuser (decision 0032). Access belongs to the
-- group's sFTP space and is granted only by an accepted request, superusers included.

alter table ftp_access_request
  add column reason text,
  add column decided_at timestamptz,
  add column decided_by integer references app_user (id) on delete set null;

alter table ftp_access_request
  add constraint ftp_access_request_status check (status in ('pending', 'granted', 'refused'));

-- One open request per group: a second request while one is pending (or granted) answers that one,
-- and two simultaneous requests cannot both be recorded.
create unique index ftp_access_request_one_open on ftp_access_request (usergroup_id)
  where status in ('pending', 'granted');
