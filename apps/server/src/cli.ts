import { CallError } from '@palate/protocol';
import { loadConfig } from './config.ts';
import { latestMigration, migrateToLatest, openDatabase } from './db/database.ts';
import { SERVER_VERSION } from './version.ts';
import { commandNamed } from './cli/commands.ts';
import { parseCommandLine } from './cli/options.ts';
import { isSensoryCalculator, runSensoryCalculator } from './cli/sensory-calculators.ts';
import { isCommand, USAGE, usageOf } from './cli/usage.ts';

// The calculators open no database and read their own options, before the other commands'
// (but for --help, which the usage answers).
const [calculator, ...calculatorArgs] = process.argv.slice(2);
if (isSensoryCalculator(calculator) && !calculatorArgs.some((a) => a === '--help' || a === '-h')) {
  process.exit(runSensoryCalculator(calculator, calculatorArgs));
}

if (calculator === '--version' || calculator === 'version') {
  process.stdout.write(`Palate ${SERVER_VERSION} (schema ${latestMigration()})\n`);
  process.exit(0);
}

const { positionals, values } = parseCommandLine();
const [command, argument] = positionals;

// help, --help and -h print the usage (after a command, or as `help COMMAND`, that command's
// part); no command or an unknown one is a mistake, answered with the usage on standard error.
const helpTopic = command === 'help' ? argument : values.help ? command : undefined;
if (command === 'help' || values.help) {
  if (helpTopic === undefined) process.stdout.write(USAGE);
  else if (isCommand(helpTopic)) process.stdout.write(usageOf(helpTopic));
  else exitWithUsage(`Unknown command "${helpTopic}".`);
  process.exit(0);
}
if (command === undefined) exitWithUsage('No command given.');
const entry = commandNamed(command);
if (!entry) exitWithUsage(`Unknown command "${command}".`);

function exitWithUsage(mistake: string): never {
  process.stderr.write(`${mistake}\n\n${USAGE}`);
  process.exit(2);
}

const line = { command, argument, values };
if (!entry.opensDatabase) entry.run(line);
else {
  const database = openDatabase(loadConfig().databaseLocation);
  try {
    await migrateToLatest(database.db);
    await entry.run(database, line, Date.now());
  } catch (error) {
    // A mistake is one line: the leader needs its message, not its stack.
    if (error instanceof CallError) process.stderr.write(`Error ${error.code}: ${error.message}\n`);
    else if (error instanceof Error) process.stderr.write(`${error.message}\n`);
    else throw error;
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
