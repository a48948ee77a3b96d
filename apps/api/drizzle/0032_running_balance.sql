ALTER TABLE "account_money" ADD COLUMN "balance_minor" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The running balance: the sum of the ledger, so the switch's decision reads one row, however long
-- the account's history. Only the trigger writes it, in the transaction of the ledger's insert.
INSERT INTO account_money (account_id, balance_minor)
  SELECT account_id, sum(amount_minor) FROM ledger_entries GROUP BY account_id
  ON CONFLICT (account_id) DO UPDATE SET balance_minor = EXCLUDED.balance_minor;
--> statement-breakpoint
CREATE FUNCTION ledger_entries_keep_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_money (account_id, balance_minor) VALUES (NEW.account_id, NEW.amount_minor)
      ON CONFLICT (account_id) DO UPDATE SET balance_minor = account_money.balance_minor + EXCLUDED.balance_minor;
    RETURN NEW;
  END IF;
  -- A deleted row (its account's deletion cascading) takes its amount along.
  UPDATE account_money SET balance_minor = balance_minor - OLD.amount_minor WHERE account_id = OLD.account_id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balance AFTER INSERT OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_keep_balance();
