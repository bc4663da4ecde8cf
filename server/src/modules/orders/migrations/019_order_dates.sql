-- When an order shipped, was delivered or was cancelled: its timeline shows them, and a return's
-- window runs from the delivery. Orders moved before this have none (NULL); a return of one counts
-- its window from when it was placed, which never gives more days than the policy.
ALTER TABLE orders ADD COLUMN shipped_at timestamptz;
ALTER TABLE orders ADD COLUMN delivered_at timestamptz;
ALTER TABLE orders ADD COLUMN cancelled_at timestamptz;
