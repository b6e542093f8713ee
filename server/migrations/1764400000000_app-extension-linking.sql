-- Up Migration

-- The app lets browser extensions finish account linking through the browser's own web-auth flow
-- (`identity.launchWebAuthFlow`): redirect URLs of the form https://<extension id>.chromiumapp.org/…
-- (Chrome) or https://<hash>.extensions.allizom.org/… (Firefox) are then accepted without being
-- listed one by one, so listeners of the Segue extension link without the app's owner adding each
-- browser's id. Off by default: an app opts in.
ALTER TABLE apps ADD COLUMN extension_linking boolean NOT NULL DEFAULT false;

-- Down Migration

ALTER TABLE apps DROP COLUMN extension_linking;
