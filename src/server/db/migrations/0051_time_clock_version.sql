-- The time clock's week of timesheets is counted from up to 10,000 punches; a server process may keep the counted
-- answer while nothing it depends on has changed (decision 0056): the punches, the approvals, the organization's
-- time clock rules, an employee's rate or link to a member, and a worker's name.
CREATE FUNCTION bump_time_clock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_data_version(OLD.organization_id, 'time_clock'); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.organization_id <> OLD.organization_id) THEN
    PERFORM bump_data_version(NEW.organization_id, 'time_clock');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER time_punches_data_version AFTER INSERT OR UPDATE OR DELETE ON time_punches FOR EACH ROW EXECUTE FUNCTION bump_time_clock_version();
--> statement-breakpoint
CREATE TRIGGER timesheet_approvals_data_version AFTER INSERT OR UPDATE OR DELETE ON timesheet_approvals FOR EACH ROW EXECUTE FUNCTION bump_time_clock_version();
--> statement-breakpoint
CREATE TRIGGER time_clock_settings_data_version AFTER INSERT OR UPDATE OR DELETE ON time_clock_settings FOR EACH ROW EXECUTE FUNCTION bump_time_clock_version();
--> statement-breakpoint
CREATE TRIGGER employees_time_clock_data_version AFTER INSERT OR DELETE OR UPDATE OF hourly_rate_cents, user_id ON employees FOR EACH ROW EXECUTE FUNCTION bump_time_clock_version();
--> statement-breakpoint
CREATE FUNCTION bump_time_clock_version_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_version(m.organization_id, 'time_clock') FROM members m WHERE m.user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_time_clock_data_version AFTER UPDATE OF name ON users FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION bump_time_clock_version_of_user();
