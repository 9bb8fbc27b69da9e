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
