/**
 * The store's one schema, as numbered migrations that both engines run at
 * start-up, each once, in order. Never edit a migration that has shipped:
 * add the next number. `{{id}}` and `{{time}}` are the only words the engines
 * spell differently (see sqlite.ts and postgres.ts).
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'page feedback and search events',
    sql: `
CREATE TABLE feedback (
  id {{id}},
  created_at {{time}} NOT NULL,
  page TEXT,
  topic TEXT,
  helpful BOOLEAN NOT NULL,
  reason TEXT,
  comment TEXT,
  source TEXT NOT NULL CHECK (source IN ('page', 'mcp')),
  CHECK (page IS NOT NULL OR topic IS NOT NULL)
);
CREATE INDEX feedback_created_at ON feedback (created_at);
CREATE TABLE search_events (
  id {{id}},
  created_at {{time}} NOT NULL,
  query TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('modal', 'page', 'mcp')),
  results INTEGER NOT NULL CHECK (results >= 0),
  chosen INTEGER CHECK (chosen IS NULL OR chosen >= 1)
);
CREATE INDEX search_events_created_at ON search_events (created_at);
`,
  },
];

/** The table that records which migrations a store has run. */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at {{time}} NOT NULL
)`;

export const dialect = (sql: string, words: {id: string; time: string}) => sql.replaceAll('{{id}}', words.id).replaceAll('{{time}}', words.time);
