-- Up Migration

-- Three roles: owners manage members and the organization itself, admins manage apps and their
-- secrets, developers read. Former members had every app right but no member right; they become
-- developers, and an owner promotes whoever should keep managing keys.
ALTER TABLE organization_members DROP CONSTRAINT organization_members_role_check;
UPDATE organization_members SET role = 'developer' WHERE role = 'member';
ALTER TABLE organization_members ADD CONSTRAINT organization_members_role_check CHECK (role IN ('owner', 'admin', 'developer'));

-- An invitation becomes a membership only when the account signed in with this address accepts
-- it. One pending invitation per address per organization: inviting again replaces it.
CREATE TABLE organization_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- Lower-cased and trimmed, like accounts.email.
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'developer')),
  invited_by uuid REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  UNIQUE (organization_id, email)
);
CREATE INDEX organization_invitations_email ON organization_invitations (email);

-- Down Migration

DROP TABLE organization_invitations;
ALTER TABLE organization_members DROP CONSTRAINT organization_members_role_check;
UPDATE organization_members SET role = 'member' WHERE role <> 'owner';
ALTER TABLE organization_members ADD CONSTRAINT organization_members_role_check CHECK (role IN ('owner', 'member'));
