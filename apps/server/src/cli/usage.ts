import { SENSORY_CALCULATORS, SENSORY_CALCULATORS_USAGE } from './sensory-calculators.ts';

/**
 * The command line's usage, one part per command, so that `help COMMAND` prints only that
 * command's part. A part may name two commands that go together (exclude and include).
 */
interface UsagePart {
  commands: readonly string[];
  text: string;
}

const HEADER = 'Palate command line (the same database as the server: DATABASE_URL or DATA_DIR)';

/** The parts in groups shown apart: questionnaires and results, the database's copies, accounts and users. */
const GROUPS: readonly (readonly UsagePart[])[] = [
  [
    {
      commands: ['help'],
      text: `  npm run palate -- help [COMMAND]
      This text, or the part of it about one command (also --help or -h, after a command or alone).
`,
    },
    {
      commands: ['version'],
      text: `  npm run palate -- --version
      The release of Palate and the schema version (newest migration) it writes.
`,
    },
    {
      commands: ['check'],
      text: `  npm run palate -- check FILE
      Check a questionnaire definition (YAML or JSON); faults, unknown keys among them, are
      listed as file:line:column.
`,
    },
    {
      commands: ['import'],
      text: `  npm run palate -- import FILE
      Check and store a definition; prints the questionnaire id.
`,
    },
    {
      commands: ['publish'],
      text: `  npm run palate -- publish FILE|QUESTIONNAIRE_ID --name NAME [options]
      Publish a questionnaire (a FILE is imported first). Options:
        --repetitions N        serve it N times to each judge (default: the definition's)
        --blocks per-repetition  each repetition in a sitting of its own, started and finished
                               separately (default: the definition's blocks, else single)
        --set N                serve only the definition's set N of products (session parameter n)
        --samples-per-judge K  serve each judge K of the products, a block of an incomplete block
                               design (default: the definition's samplesPerJudge, else every product)
        --codes FILE.csv       sample codes from a file (columns product, code[, repetition, cup]);
                               random 3-digit codes otherwise
        --codes-per-judge      each judge's cups coded afresh, 3-digit codes of their own (not with
                               --codes; for discrimination and home-use tests); the serving plan
                               gives them
        --judges-title TEXT    what judges see it as (default: the questionnaire's title; judges
                               never see NAME)
        --identified           judges must log in (default: open to anonymous judges)
        --target N             stop accepting judges after N
        --expires YYYY-MM-DD   no answers after this day (UTC)
        --deletes-at YYYY-MM-DD  removed for judges at the start of this day (UTC); judges
                               are warned in hours beforehand (not with --delete-after-days)
        --delete-after-days N  removed for judges N days from now
        --tray MIN-MAX         ask each judge for their tray number (session parameters m, M)
        --tray-unique          a tray number may be given by one judge only (a setting of its own;
                               the address's c1 asks the judge to type the number twice)
        --offline              judges may download it, answer offline and send the results later
        --training             a training session of the panel: in the judges' records
                               (panel-history), kept out of reports
        --reassign-idle MINUTES  a judge who started but answered nothing within MINUTES
                               leaves their rank (their order in the design) to the next
                               judge who starts, so that blocks of the design fill up
`,
    },
    {
      commands: ['publications'],
      text: `  npm run palate -- publications
      List publications with their ids, whether they can be answered offline, the
      address of their simulation (a panel leader logged in opens it to try the
      publication as one of its judges), the date their answers are deleted, and
      whether the judges so far make whole blocks of the design (how many more judges
      complete the next block).
`,
    },
    {
      commands: ['export'],
      text: `  npm run palate -- export [--publication ID] [--format long|wide|temporal-intervals|temporal-readings] [--out FILE] [--previews]
      Write the results as CSV: long (one row per judge, repetition, sample and attribute)
      or wide (one row per judge, product and repetition, one column per attribute, for
      SensoMineR). To standard output unless --out is given. --previews adds the panel
      leaders' simulations, as judges S001, S002…; they are left out otherwise. A design
      not balanced by the judges so far is said on standard error.
`,
    },
    {
      commands: ['export'],
      text: `  npm run palate -- export --publication ID --format xlsx|analysis-json --out FILE [analysis options]
      xlsx: a workbook with a sheet of raw answers and one per analysed question;
      analysis-json: the analysis that analyse prints, as a file.
`,
    },
    {
      commands: ['analyse'],
      text: `  npm run palate -- analyse --publication ID [--exclude J003,J007] [--repetition N] [--set N] [--liking CONTROL]
                    [--sensory PROFILE_PUBLICATION_ID] [--resamplings N]
      Print the analysis of a publication as JSON (see docs/analysis.md): per question its
      test (binomial and d′, Friedman, ANOVA and Tukey HSD, panel performance, JAR penalties,
      Cochran's Q), and its maps (PCA of each profile page with confidence ellipses from N
      resamplings of the judges, default 300; CA of each CATA question; MFA). --exclude leaves
      judges out (by their export label), --repetition keeps one repetition, --set the judges
      served product set N, --liking names the overall liking scale that JAR penalties, the
      internal preference map and the consumer segments use (without it, the questionnaire's
      only 9-point hedonic scale, else the one scale named overall liking; likingQuestion
      says which and why); --sensory links a profile publication of the same products for
      the external preference map.
`,
    },
    {
      commands: ['panel-history'],
      text: `  npm run palate -- panel-history --account CODE [--judge LOGIN]
      Print the records of an account's named judges (or of one) as JSON: per judge
      {"login", "name", "publications": [{"publication", "name", "answeredAt", "attributes":
      {CONTROL: {"discrimination": {"F", "pValue"}, "repeatability", "agreement"}},
      "discrimination": [{"control", "correct"}]}]}, oldest publication first. The figures
      are the judge's panel performance in analyse (left-out judges have none); training
      sessions are included.
`,
    },
    {
      commands: ['report'],
      text: `  npm run palate -- report --publication ID --format pptx --out FILE [--language LANG] [analysis options]
      Write the report a lab hands to its client as a PowerPoint deck (see docs/reports.md): a
      title slide, the method, each analysed question with its chart and its conclusion in
      words, the maps, an appendix of tables. --language is en (default), fr, ja, de, zh, es
      or pt; the analysis options are those of analyse (--exclude, --repetition, --set,
      --liking, --sensory, --resamplings).
`,
    },
    {
      commands: ['export'],
      text: `  npm run palate -- export --publication ID --format long|wide [--liking CONTROL] --segments K
      The CSV with a last column, each consumer's segment among K (2 to 6) on the liking question
      (analyse's: --liking, else the questionnaire's own).
`,
    },
    {
      commands: ['exclude', 'include'],
      text: `  npm run palate -- exclude --publication ID --judge J003
  npm run palate -- include --publication ID --judge J003
      Leave a judge out of every later analysis and analysis export of a publication (the
      analysis lists them in excludedJudges), or take them back.
`,
    },
    {
      commands: ['link'],
      text: `  npm run palate -- link --publication ID
      Make a global link for a publication open without identification and print
      its path (to/CODE); each visitor of it gets an individual link.
`,
    },
    {
      commands: ['rewards'],
      text: `  npm run palate -- rewards --publication ID
      Print the publication's rewards ledger as CSV, one line a judge, for payment:
      judge, email (empty when none), kind (points or amount), value (the grant for
      finishing with the leaders' adjustments), currency, finished_at (ISO 8601, UTC;
      empty for a judge only adjusted). The console's export gives the same file.
`,
    },
    {
      commands: ['invite'],
      text: `  npm run palate -- invite --publication ID --file people.csv
      Invite the people of a CSV file (email,name,language; a first line naming the
      columns is optional) by email, each with a personal link on PUBLIC_URL; each
      becomes a named judge of the account (found by address if already one). A file
      with a bad line is refused whole, each fault with its line, and nothing is sent.
      Prints how many invitations were sent. Needs SMTP_URL and MAIL_FROM.
`,
    },
    {
      commands: ['remind'],
      text: `  npm run palate -- remind --publication ID
      Remind by email the invited judges who have not finished (never one who
      finished, was screened out or unsubscribed). Prints how many were sent.
`,
    },
    {
      commands: ['custom-name'],
      text: `  npm run palate -- custom-name CODE
      Print the file names of an account's custom stylesheet and script, to put in
      the custom folder (CUSTOM_DIR, by default DATA_DIR/custom).
`,
    },
  ],
  [{ commands: SENSORY_CALCULATORS, text: SENSORY_CALCULATORS_USAGE }],
  [
    {
      commands: ['backup'],
      text: `  npm run palate -- backup --out FILE [--force]
      An online, consistent copy of the SQLite database while judges answer (VACUUM INTO).
      A PostgreSQL database is backed up with pg_dump: the command says how.
`,
    },
    {
      commands: ['restore'],
      text: `  npm run palate -- restore FILE [--force]      (or --from FILE)
      Put a backup in place of the SQLite database (DATA_DIR/palate.sqlite), into an empty
      data folder on a new machine too. Stop the server first; an existing database is
      replaced only with --force. Backups made on a schedule (BACKUP_EVERY) are restored
      the same way.
`,
    },
  ],
  [
    {
      commands: ['create-account'],
      text: `  npm run palate -- create-account --code CODE --name NAME [--settings JSON]
      A new account. JSON holds login settings, e.g. '{"loginTries":5,"lockSeconds":600,
      "userInput":"select","confirm":true,"passwordLifeDays":90,"resetKeyHours":48,
      "debugAllowed":false,"facilitator":false,"passwordRules":{"u":{...}}}' (see docs/protocol.md).
`,
    },
    {
      commands: ['set-settings'],
      text: `  npm run palate -- set-settings --account CODE --settings JSON
      Change some login settings of an account, e.g. '{"facilitator":true}': named judges'
      logins must then be completed by a facilitator (a leader) with their own password.
`,
    },
    {
      commands: ['create-user'],
      text: `  npm run palate -- create-user --account CODE --login NAME [--name "Full name"]
                    [--type u|j] [--roles user,admin] [--prompt] [--must-change]
      A leader (type u, roles user and/or admin; default user) or a named judge (type j).
      The password is typed at a prompt with --prompt, otherwise generated and printed
      once. --must-change expires it at once: the first login must change it.
`,
    },
    {
      commands: ['set-password'],
      text: `  npm run palate -- set-password --account CODE --login NAME [--prompt] [--must-change]
`,
    },
    {
      commands: ['set-roles'],
      text: `  npm run palate -- set-roles --account CODE --login NAME --roles user,admin,debug
`,
    },
    {
      commands: ['issue-reset-key'],
      text: `  npm run palate -- issue-reset-key --account CODE --login NAME
      A single-use password reset key to hand to the user (valid resetKeyHours).
`,
    },
    {
      commands: ['delete-judge'],
      text: `  npm run palate -- delete-judge --account CODE --login NAME
      Delete a named judge: their login, name and record go; their answers stay in the
      publications already run under an anonymous judge number (J001…), so their analyses
      give the same figures.
`,
    },
    {
      commands: ['unlock'],
      text: `  npm run palate -- unlock --account CODE --login NAME
      Lifts a lock-out after too many wrong passwords.
`,
    },
  ],
];

/** The whole usage: what `help` prints, and what a mistyped command is answered with. */
export const USAGE = `${HEADER}\n\n${GROUPS.map((group) => group.map((part) => part.text).join('')).join('\n')}`;

const PARTS = GROUPS.flat();

export function isCommand(name: string): boolean {
  return PARTS.some((part) => part.commands.includes(name));
}

/** The part of the usage about one command (export has two: its CSV and its analysis files). */
export function usageOf(command: string): string {
  return PARTS.filter((part) => part.commands.includes(command))
    .map((part) => part.text)
    .join('');
}
