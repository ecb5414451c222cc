-- TRUNCATE fires no row trigger, so the append-only rule of 0008 needs a statement trigger too.
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
