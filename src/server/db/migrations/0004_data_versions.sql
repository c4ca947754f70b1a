CREATE TABLE "data_versions" (
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_versions_organization_id_name_pk" PRIMARY KEY("organization_id","name")
);
--> statement-breakpoint
CREATE FUNCTION bump_data_version(org text, set_name text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO data_versions (organization_id, name, version) VALUES (org, set_name, 1)
  ON CONFLICT (organization_id, name) DO UPDATE SET version = data_versions.version + 1
$$;
--> statement-breakpoint
-- Any change to a project, or to a client's name (shown in the list), changes the organization's project lists.
CREATE FUNCTION bump_projects_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_data_version(OLD.organization_id, 'projects'); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.organization_id <> OLD.organization_id) THEN
    PERFORM bump_data_version(NEW.organization_id, 'projects');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_data_version AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION bump_projects_version();
--> statement-breakpoint
CREATE TRIGGER clients_data_version AFTER UPDATE OF name ON clients FOR EACH ROW EXECUTE FUNCTION bump_projects_version();
--> statement-breakpoint
-- A manager's name is shown in the lists of every organization they belong to.
CREATE FUNCTION bump_projects_version_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_version(m.organization_id, 'projects') FROM members m WHERE m.user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_data_version AFTER UPDATE OF name ON users FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION bump_projects_version_of_user();
