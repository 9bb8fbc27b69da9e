-- Tasks that explain and repair themselves, and what needs attention (issue 32): this product's
-- extensions to OneGeo's task queue (openapi/paths/dashboard.yaml, `x-extension`).

-- REVOKED: a task someone stopped (Celery's state of that name).
alter table task drop constraint task_status_check;
alter table task add constraint task_status_check
  check (status in ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE', 'REVOKED'));

-- A failed or stopped task someone has seen: it leaves "needs attention".
alter table task add column acknowledged_at timestamptz;
alter table task add column acknowledged_by integer references app_user (id) on delete set null;

-- Someone asked to stop this running task; the worker running it ends it REVOKED at its next step.
alter table task add column stop_requested_at timestamptz;
alter table task add column stop_requested_by integer references app_user (id) on delete set null;

-- The size of what the task read (bytes of a file, records of a harvest), for estimates from the
-- history of runs of the same action on similar sizes.
alter table task add column input_size bigint;
alter table task add column input_unit text check (input_unit in ('bytes', 'records'));

-- Steps the task completed, each with what a later step needs from it: a re-run keeps them and
-- starts at the step that failed. [{"step": "read", "date": "...", "result": {...}}]
alter table task add column checkpoints jsonb not null default '[]';

-- The failed or stopped task this one re-runs.
alter table task add column rerun_of integer references task (id) on delete set null;
create index task_rerun_of on task (rerun_of) where rerun_of is not null;

-- Failed tasks nobody acknowledged, read by "needs attention" on every list reload.
create index task_unacknowledged_failure on task (end_date desc)
  where status in ('FAILURE', 'REVOKED') and acknowledged_at is null;

-- History of finished runs per action, for estimates and "probably stuck".
create index task_action_history on task (action, end_date desc) where status = 'SUCCESS';

-- The last check of a URL resource (href): whether it still answers. Written by the href
-- scenario's job and by the periodic link check.
create table url_check (
  resource_id integer primary key references resource (id) on delete cascade,
  checked_at timestamptz not null default now(),
  ok boolean not null,
  http_status integer,
  error text
);
