-- Idle timeout of sessions (audit L8): a session unused for SESSION_IDLE_SECONDS ends, within its
-- absolute 14 days. Written at most once a minute per session (server/auth/session.ts).
alter table session add column last_seen_at timestamptz not null default now();
