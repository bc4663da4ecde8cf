-- When the courier took the parcel out for delivery: a step the spec's status codes do not have
-- (the order stays Shipped), recorded so the move happens, and is told, once.
ALTER TABLE orders ADD COLUMN out_for_delivery_at timestamptz;
