-- overview_refresh as migration 0013 left it, but its lock is FOR NO KEY UPDATE, not FOR UPDATE.
-- Two transactions inserting a note (or a submission, a member...) into the same project each
-- take the foreign key's FOR KEY SHARE lock on the project row first; FOR UPDATE conflicts
-- with it, so each trigger waited for the other's key-share lock: a deadlock under concurrent
-- writes (the fuzz suite found it on PostgreSQL). FOR NO KEY UPDATE does not conflict with
-- FOR KEY SHARE and still serialises the refreshes of one project, as the UPDATE it precedes
-- (no key column changes) takes the same lock.
CREATE OR REPLACE FUNCTION overview_refresh(project_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(project_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET
    last_submission_at = f.last_submission_at,
    last_activity_at = greatest(f.last_submission_at, f.last_note_at, f.last_sign_in_at),
    member_count = f.member_count,
    never_signed_in_count = f.never_signed_in_count,
    unverified_count = f.unverified_count,
    incomplete_connection_count = f.incomplete_connection_count
  FROM (
    SELECT q.id,
      (SELECT max(created_at) FROM metrics WHERE project_id = q.id) AS last_submission_at,
      (SELECT max(created_at) FROM notes WHERE project_id = q.id) AS last_note_at,
      m.member_count, m.never_signed_in_count, m.unverified_count, m.last_sign_in_at,
      (SELECT count(*) FROM data_connectors c
        WHERE c.project_id = q.id AND (c.paused OR c.setup_state IN ('incomplete', 'broken')
          OR (c.setup_state IS NULL AND c.last_sync_at IS NULL))) AS incomplete_connection_count
    FROM unnest(project_ids) AS q(id)
    CROSS JOIN LATERAL (
      -- Last sign-in = the account's newest auth_sessions row (docs/product.md#workspace).
      SELECT count(*) AS member_count,
        count(*) FILTER (WHERE s.at IS NULL) AS never_signed_in_count,
        count(*) FILTER (WHERE NOT au.email_verified) AS unverified_count,
        max(s.at) AS last_sign_in_at
      FROM project_members pm
      JOIN users u ON u.id = pm.user_id
      JOIN auth_users au ON au.id = u.auth_user_id
      LEFT JOIN LATERAL (SELECT max(created_at) AS at FROM auth_sessions WHERE user_id = au.id) s ON true
      WHERE pm.project_id = q.id
    ) m
  ) f
  WHERE p.id = f.id;
END;
$$;
