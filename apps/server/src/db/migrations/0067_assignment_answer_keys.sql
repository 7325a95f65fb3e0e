-- Idempotent answers (issue 21; docs/decisions/0045-answers-are-never-lost.md).
--
-- The player sends each new answer with a fresh Idempotency-Key and repeats the key when it retries. The key, the
-- question, a hash of what was sent and the reply are stored in the answer's own transaction, so a retry of an
-- acknowledged answer gets the same reply and writes nothing — even when a newer answer replaced it meanwhile (a
-- late retry must not bring an old answer back) and even after the result was completed.
CREATE TABLE assignment_answer_keys (
  result_id bigint NOT NULL REFERENCES assignment_results (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{1,100}$'),
  question_id bigint NOT NULL,
  request_hash text NOT NULL,
  reply jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (result_id, idempotency_key)
);
