-- Invitation and password-reset links are made as their mail goes out (issue 40): a staff mail
-- queued before this release drops the link it carried, and gets a new one when it is sent.
UPDATE "outbox" SET "payload" = "payload" - 'link' WHERE "payload" ? 'link';
