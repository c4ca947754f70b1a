-- Any change to an estimate or invoice (a payment moves its paid total) changes the organization's invoicing
-- lists' totals, which each process keeps per data version (decision 0008).
CREATE FUNCTION bump_sales_documents_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM bump_data_version(OLD.organization_id, 'sales_documents'); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.organization_id <> OLD.organization_id) THEN
    PERFORM bump_data_version(NEW.organization_id, 'sales_documents');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_documents_data_version AFTER INSERT OR UPDATE OR DELETE ON sales_documents FOR EACH ROW EXECUTE FUNCTION bump_sales_documents_version();
