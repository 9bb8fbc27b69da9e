-- Tasks that repair (issue 32): the step that was under way when a task failed or was stopped, where
-- its re-run starts (`resumes_from` of the task's insight).
alter table task add column failed_step text;
