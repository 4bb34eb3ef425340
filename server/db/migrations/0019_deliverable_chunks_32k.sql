-- Deliverables are stored in chunks of 32 KiB, no longer 1 MiB
-- (docs/decisions/115-deliverable-chunks-32k.md): every stored chunk is cut into 32 KiB
-- pieces, numbered in the same order (a 1 MiB chunk n becomes chunks 32n to 32n+31).
CREATE TEMPORARY TABLE deliverable_chunks_recut AS
  SELECT c.deliverable_id,
         c.seq * 32 + piece AS seq,
         substring(c.bytes FROM 1 + 32768 * piece FOR 32768) AS bytes
  FROM deliverable_chunks c
  CROSS JOIN generate_series(0, 31) AS piece
  WHERE 1 + 32768 * piece <= octet_length(c.bytes);
--> statement-breakpoint
DELETE FROM deliverable_chunks;
--> statement-breakpoint
INSERT INTO deliverable_chunks (deliverable_id, seq, bytes)
  SELECT deliverable_id, seq, bytes FROM deliverable_chunks_recut;
--> statement-breakpoint
DROP TABLE deliverable_chunks_recut;
