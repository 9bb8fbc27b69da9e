-- Several server processes on one PostgreSQL server (issue 30). Each process registers itself and
-- beats every few seconds (server/tasks/serverProcess.ts); a task remembers the process running it,
-- so a process that starts, or notices another has stopped beating, ends in FAILURE only the tasks
-- of processes that are gone, never those another live process is running.
create table server_process (
  id text primary key,
  started_at timestamptz not null default now(),
  last_seen timestamptz not null default now()
);
alter table task add column runner text;

-- Failed sign-ins counted for every process of a deployment (server/login/sharedFailures.ts): with
-- one count per process, guesses spread over N processes would get N times the allowance.
-- Times are milliseconds since the epoch, as the throttle computes them.
create table sign_in_failure (
  key text primary key,
  failures integer not null,
  locked_until bigint not null,
  failed_at bigint not null
);
create index sign_in_failure_locked_until on sign_in_failure (locked_until);
create index sign_in_failure_failed_at on sign_in_failure (failed_at);
