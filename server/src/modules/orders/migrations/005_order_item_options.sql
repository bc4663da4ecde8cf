-- The size and colour the shopper chose, line by line (NULL: none chosen or none offered).
ALTER TABLE order_items ADD COLUMN size text, ADD COLUMN color text;
