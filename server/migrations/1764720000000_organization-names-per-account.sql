-- Up Migration

-- Organization names were unique across the server, so creating or renaming one told a tenant
-- which names other tenants use (and let it take a name first). An organization made from the
-- dashboard now records the account that made it, and names are unique per creating account
-- (the service also refuses a name among every organization the account belongs to). The
-- organizations an operator makes (the CLI, `default`, the sandbox's) have no creator and keep
-- their names unique among themselves, so the CLI can name them and `ensure` can find them.
ALTER TABLE organizations DROP CONSTRAINT organizations_name_key;
ALTER TABLE organizations ADD COLUMN created_by uuid REFERENCES accounts (id);
CREATE UNIQUE INDEX organizations_operator_name ON organizations (name) WHERE created_by IS NULL;
CREATE UNIQUE INDEX organizations_creator_name ON organizations (created_by, name) WHERE created_by IS NOT NULL;

-- Down Migration

DROP INDEX organizations_creator_name;
DROP INDEX organizations_operator_name;
ALTER TABLE organizations DROP COLUMN created_by;
ALTER TABLE organizations ADD CONSTRAINT organizations_name_key UNIQUE (name);
