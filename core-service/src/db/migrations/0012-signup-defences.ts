import type { Migration } from '../migrator';

// Bot defence: one person, one place on the list. An address is compared in its
// normalised form (lower case, no +tag, and for Gmail no dots: jane+x@gmail.com and
// j.ane@googlemail.com are jane@gmail.com), computed by the database for every way an entry is
// stored; the address as typed is what gets mail. Refused sign-ups are counted per day and
// reason for staff, and nothing else of them is kept.
const NORMALIZE = `
CREATE FUNCTION normalize_email(address text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE
    WHEN split_part(lower(address), '@', 2) IN ('gmail.com', 'googlemail.com')
      THEN replace(split_part(split_part(lower(address), '@', 1), '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(split_part(lower(address), '@', 1), '+', 1) || '@' || split_part(lower(address), '@', 2)
  END;
ALTER TABLE waitlist_entries ADD COLUMN normalized_email text GENERATED ALWAYS AS (normalize_email(email)) STORED;
`;

const UNIQUE = `CREATE UNIQUE INDEX waitlist_entries_normalized_email_key ON waitlist_entries (normalized_email);`;

const REFUSALS = `
CREATE TABLE signup_refusals (
  day     date    NOT NULL,
  reason  text    NOT NULL CHECK (reason IN ('throwaway', 'honeypot', 'too-fast')),
  count   integer NOT NULL,
  PRIMARY KEY (day, reason)
);
`;

const DOWN = `
DROP TABLE IF EXISTS signup_refusals;
DROP INDEX IF EXISTS waitlist_entries_normalized_email_key;
ALTER TABLE waitlist_entries DROP COLUMN IF EXISTS normalized_email;
DROP FUNCTION IF EXISTS normalize_email(text);
`;

export const up: Migration = async ({ context }) => {
  const { sequelize } = context;
  await sequelize.transaction(async (transaction) => {
    await sequelize.query(NORMALIZE, { transaction });
    // Entries stored before this release may already be one person twice: name them rather
    // than pick one to delete; staff merge them, then the migration runs again.
    const [twins] = await sequelize.query(
      `SELECT normalized_email, string_agg(email, ', ' ORDER BY id) AS emails FROM waitlist_entries
        GROUP BY normalized_email HAVING count(*) > 1 ORDER BY 1 LIMIT 20`,
      { transaction },
    );
    if ((twins as unknown[]).length) {
      const list = (twins as { emails: string }[]).map((t) => t.emails).join('; ');
      throw new Error(
        `Entries that are one address written differently (merge or delete all but one of each, then migrate again): ${list}`,
      );
    }
    await sequelize.query(UNIQUE, { transaction });
    await sequelize.query(REFUSALS, { transaction });
  });
};

export const down: Migration = async ({ context }) => {
  await context.sequelize.transaction((transaction) => context.sequelize.query(DOWN, { transaction }));
};
