// Basera's command line: seed a demo person and try the assistant's prompts against a running server.
// Usage: npm run cli -- <command> [options]   (npm run cli -- --help)
import { parseArgs } from 'node:util';
import { ask, events, places, recommend, seed } from './commands';
import { DEMO_ACCOUNT, serverUrl, signIn } from './session';

const HELP = `Basera CLI: talks to a running Basera server (start one with \`npm start\`).

Usage: npm run cli -- <command> [options]

Commands:
  seed                         Create the demo person (${DEMO_ACCOUNT.email}) with preferences, a timeline
                               analysis, recommendations and a selected neighbourhood, and print how to sign in
  ask "<question>"             Stream the relocation assistant's reply (local, or Gemini with GEMINI_API_KEY)
  recommend [preferences.json] The person's latest results, or a new search from a file (scripts/examples/)
  places <neighbourhood-id>    Places around a neighbourhood, as POST /api/places/recommendations returns them
  events <city | neighbourhood-id>
                               Events for the next three months, as POST /api/social/groups returns them

Options:
  --user <email>     Act as this person (default ${DEMO_ACCOUNT.email}); --name sets the name of a new one
  --server <url>     The server (default http://localhost:$PORT, or $BASERA_URL)
  --type, --radius, --price   places filters (default all, 5 km, any price)
  --json             recommend: print the JSON reply
  -h, --help         This help`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string' },
    name: { type: 'string' },
    server: { type: 'string' },
    type: { type: 'string', default: 'all' },
    radius: { type: 'string', default: '5' },
    price: { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const [command, ...rest] = positionals;
const server = serverUrl(values.server);
const account = values.user ? { email: values.user, name: values.name ?? values.user.split('@')[0]! } : DEMO_ACCOUNT;

async function run(): Promise<void> {
  switch (command) {
    case 'seed':
      return seed(server, account);
    case 'ask': {
      const question = rest.join(' ').trim();
      if (!question) throw new Error('ask needs a question: npm run cli -- ask "Which neighbourhood is best for me?"');
      return ask(await signIn(server, account), question);
    }
    case 'recommend':
      return recommend(await signIn(server, account), rest[0], values.json);
    case 'places':
      if (!rest[0]) throw new Error('places needs a neighbourhood id, e.g. bengaluru-koramangala');
      return places(server, rest[0], {
        type: values.type,
        radius: Number(values.radius),
        priceLevel: Number(values.price),
      });
    case 'events':
      if (!rest[0]) throw new Error('events needs a city or a neighbourhood id, e.g. Mumbai or mumbai-bandra-west');
      return events(server, rest.join(' '));
    default:
      console.log(HELP);
      if (command && !values.help) throw new Error(`Unknown command "${command}".`);
  }
}

run().catch((error: Error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
