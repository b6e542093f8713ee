-- Up Migration

-- Accepting an invitation needs proof of the invited address: a random 256-bit token sent in a
-- link to that address (or handed over by the inviting admin when the server sends no mail).
-- Only its SHA-256 is stored. Invitations recorded before have no token and cannot be accepted:
-- they are dropped, and an owner or admin invites again.
DELETE FROM organization_invitations;
ALTER TABLE organization_invitations ADD COLUMN accept_token_hash bytea NOT NULL;
CREATE UNIQUE INDEX organization_invitations_accept_token ON organization_invitations (accept_token_hash);

-- Down Migration

DROP INDEX organization_invitations_accept_token;
ALTER TABLE organization_invitations DROP COLUMN accept_token_hash;
