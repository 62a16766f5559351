-- A stream opened with a session ends when the session does (issue 16, decision 026): logout,
-- "log out other devices", a password change, withdrawal and expiry all delete the row, and each
-- process's streams of that user hear it and check their own session again.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kakehashi_sessions', OLD.user_id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
