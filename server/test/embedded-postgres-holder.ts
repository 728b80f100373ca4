import { startEmbeddedPostgres } from '../db/embedded-postgres';

// A process that starts the embedded PostgreSQL on the folder it is given and holds it, for the
// test that kills such a process outright (embedded-postgres.test.ts).
const folder = process.argv[2];
if (!folder) throw new Error('usage: embedded-postgres-holder.ts <folder>');
const embedded = await startEmbeddedPostgres({ folder });
process.stdout.write(`ready ${embedded.pid}\n`);
setInterval(() => {}, 60_000);
