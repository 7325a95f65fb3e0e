-- Feedback sent from the feedback modal's form (spec 1 §2.7; issue 22), its status for staff and the
-- replies staff sent by email. The message is plain text, stored as typed; it is shown as text only.
CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category text NOT NULL CHECK (category IN ('question', 'problem', 'idea', 'content', 'other')),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  -- Only when the sender asked for a reply.
  reply_email text CHECK (length(reply_email) <= 254),
  -- The path of the page it was sent from, and the browser's User-Agent header.
  page_path text NOT NULL CHECK (length(page_path) <= 2000),
  user_agent text CHECK (length(user_agent) <= 512),
  -- The signed-in sender, if any; kept as a role only when the account is deleted.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  sender_role text CHECK (sender_role IN ('teacher', 'student', 'admin')),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'answered', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_status_created_at ON feedback (status, created_at DESC);
CREATE INDEX feedback_user_id ON feedback (user_id);

CREATE TABLE feedback_replies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feedback_id bigint NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  sent_to text NOT NULL CHECK (length(sent_to) <= 254),
  sent_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_replies_feedback_id ON feedback_replies (feedback_id);
