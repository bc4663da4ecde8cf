-- Reviews by buyers. One review per shopper per product; only `published` ones are
-- public. The time a review shows (and "newest" sorts by) is updated_at: when it was last written.

CREATE TABLE reviews (
  id uuid PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL DEFAULT '',
  text text NOT NULL,
  -- From the order line the review was written against, never from the request.
  size text,
  color text,
  status text NOT NULL CHECK (status IN ('pending', 'published', 'rejected')),
  -- Why moderation holds it (a listed word, a link); NULL when nothing flagged it.
  flag_reason text,
  helpful integer NOT NULL DEFAULT 0 CHECK (helpful >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, user_id)
);
-- One index per sort of a product's published reviews (ties: newest, then id), so a page reads
-- its ten rows in order instead of sorting them all.
CREATE INDEX reviews_helpful_idx ON reviews (product_id, status, helpful DESC, updated_at DESC, id);
CREATE INDEX reviews_newest_idx ON reviews (product_id, status, updated_at DESC, id);
CREATE INDEX reviews_highest_idx ON reviews (product_id, status, rating DESC, updated_at DESC, id);
CREATE INDEX reviews_lowest_idx ON reviews (product_id, status, rating ASC, updated_at DESC, id);
-- The moderation command's list, and a shopper's own reviews.
CREATE INDEX reviews_pending_idx ON reviews (status, updated_at) WHERE status = 'pending';
CREATE INDEX reviews_user_idx ON reviews (user_id);

-- "Helpful" votes: one per shopper per review (the primary key), counted into reviews.helpful in
-- the same statement's transaction. created_at also counts a shopper's votes for the rate limit.
CREATE TABLE review_votes (
  review_id uuid NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX review_votes_user_idx ON review_votes (user_id, created_at);

-- Every review write (a first one or an edit), kept for the rate limit's window: an edit leaves
-- no other row behind, and counting rows here lets every server instance enforce one limit.
CREATE TABLE review_writes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_writes_user_idx ON review_writes (user_id, created_at);

-- What a product's published reviews say, kept in the transaction of every change to them, so a
-- summary and a product answer's rating are one row away. Its row is also the lock that orders
-- the writes to one product's reviews.
CREATE TABLE product_ratings (
  product_id uuid PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  count integer NOT NULL DEFAULT 0,
  sum integer NOT NULL DEFAULT 0,
  stars1 integer NOT NULL DEFAULT 0,
  stars2 integer NOT NULL DEFAULT 0,
  stars3 integer NOT NULL DEFAULT 0,
  stars4 integer NOT NULL DEFAULT 0,
  stars5 integer NOT NULL DEFAULT 0,
  CHECK (count = stars1 + stars2 + stars3 + stars4 + stars5),
  CHECK (sum = stars1 + 2 * stars2 + 3 * stars3 + 4 * stars4 + 5 * stars5)
);
