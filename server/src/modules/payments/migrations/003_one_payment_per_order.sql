-- An order is paid once. The code moves every payment conditionally inside one transaction; this
-- index is the database's own guard should any path ever get that wrong.
--
-- 'void': a payment that was started but never taken, because its order got paid another way.
-- 'refund_due': a second settled payment made before this guard existed (racing requests could
-- settle one order twice); the earliest stays 'paid', the others are kept for the refund.

ALTER TABLE payments DROP CONSTRAINT payments_status_check;

UPDATE payments p SET status = 'refund_due'
WHERE p.status = 'paid'
  AND EXISTS (
    SELECT 1 FROM payments q
    WHERE q.order_id = p.order_id AND q.status = 'paid'
      AND (COALESCE(q.paid_at, q.created_at), q.id) < (COALESCE(p.paid_at, p.created_at), p.id)
  );

ALTER TABLE payments
  ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'paid', 'void', 'refund_due'));

CREATE UNIQUE INDEX payments_one_paid_per_order ON payments (order_id) WHERE status = 'paid';
CREATE INDEX payments_order_idx ON payments (order_id);
