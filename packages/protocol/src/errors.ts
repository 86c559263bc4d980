/**
 * The error catalogue of the product spec (section 8), carried as `errorType` in every
 * answer. Codes at 90000 and above are Palate's own, for failures the spec's client
 * never names (documented in docs/protocol.md).
 */
export const ErrorCode = {
  success: 0,
  tokenExpired: 1100,
  tokenNotFound: 1101,
  judgeAlreadyConnected: 1002,
  loginLocked: 1003,
  passwordExpired: 1004,
  passwordPattern: 1206,
  terminalTimeout: 2300,
  wrongTerminalToken: 2301,
  noMaxForDevice: 3101,
  questionnaireExpired: 3203,
  noMoreJudges: 3223,
  noSession: 3301,
  postConflict: 3310,
  noMove: 3350,
  trayNumberMissing: 3402,
  trayNumberLow: 3403,
  trayNumberHigh: 3404,
  noMoreJudgesAvailable: 3405,
  trayNumberUsed: 3406,
  resultsInconsistentWithScale: 3751,
  fileTypeNotAllowed: 4150,
  timerAndSynchronisation: 9010,
  multipleSynchronisations: 9011,
  duplicateJudgeInFile: 9012,
  licenseLimitsDevices: 11170,
  invalidLink: 30201,
  unexpectedResponse: 50002,
  actionOnlyFromApplication: 50005,
  wrongIdentifierOrPassword: 50201,
  notEnoughRights: 50202,
  passwordEmpty: 50301,
  passwordConfirmEmpty: 50302,
  oldPasswordEmpty: 50303,
  resetKeyEmpty: 50304,
  passwordPatternField: 50305,
  passwordConfirmMismatch: 50306,
  wrongOldPassword: 50307,
  wrongResetKey: 50308,
  usernameEmpty: 50320,
  sessionPosting: 52000,
  sessionLoading: 52001,
  sessionInvalid: 52002,
  sessionMoving: 52003,
  postCanceled: 52004,
  simulationImpossible: 52501,
  questionnaireExpiredCannotSend: 52601,
  // Sample code file (spec section 8: 3711-3718 and 9101-9104; meanings in docs/protocol.md).
  codeFileEmpty: 3711,
  codeFileHeader: 3712,
  codeFileColumns: 3713,
  codeFileUnknownProduct: 3714,
  codeFileInvalidCode: 3715,
  codeFileDuplicateCode: 3716,
  codeFileDuplicateSample: 3717,
  codeFileMissingSample: 3718,
  codeFileNotText: 9101,
  codeFileUnclosedQuote: 9102,
  codeFileRepetition: 9103,
  codeFileTooLarge: 9104,
  // Palate's own codes.
  unknownCall: 90404,
  invalidRequest: 90422,
  internalError: 90500,
  // Spec codes of the connection settings and connectivity.
  websiteInvalid: 50101,
  databaseConnect: 50110,
  // The rest of the spec's catalogue (section 8). The spec gives 9050-9053 one meaning
  // ("temporal function changed"); Palate tells which kind of recording it refused.
  tdsChanged: 9050,
  tcataChanged: 9051,
  timeIntensityChanged: 9052,
  synchronisationChanged: 9053,
  sslLibrary: 50102,
  connectionModeNotAllowed: 50155,
  webModeNotAllowed: 50156,
  databaseModeNotAllowed: 50157,
  /** Palate's own: a repetition's block asked for before the block of the repetition before it is finished. */
  previousBlockUnfinished: 90409,
  /**
   * Palate's own: a move onwards from a page with `minimumSeconds` before the judge has
   * spent that long on it (`errorData: { seconds }`, the whole seconds left).
   */
  movedTooEarly: 90425,
  /** Palate's own: too many calls of a guarded kind (new judges, logins, links) from one client address. */
  tooManyRequests: 90429,
  /** Palate's own (email): this server sends no email (SMTP_URL and MAIL_FROM unset). */
  mailNotSetUp: 90430,
  /** Palate's own (email): the address unsubscribed from the account's email. */
  mailUnsubscribed: 90431,
  /** Palate's own (email): no failed message of the account by that id to send again. */
  mailNotRetriable: 90432,
  /** Palate's own: a questionnaire published with a `libraryProduct` code the account's library lacks (`errorData: { product, code }`). */
  libraryProductUnknown: 90460,
  /** Palate's own (invitations): nobody is invited to, or reminded of, a publication that is closed or deleted. */
  invitationsClosed: 90435,
  /** Palate's own (booked sessions): no such time slot for this judge (deleted, or another publication's). */
  slotUnknown: 90440,
  /** Palate's own: a booking changed after the publication's deadline before its slot (`errorData: { hours }`). */
  bookingDeadlinePassed: 90441,
  /** Palate's own: a booking moved to a slot with no free place (a new booking joins the waiting list instead). */
  slotFull: 90442,
  /** Palate's own: a slot booked once it has begun. */
  slotStarted: 90443,
  /** Palate's own: a cancellation or move of a booking the judge does not have. */
  noBooking: 90444,
  /**
   * Palate's own (consent): the publication asks for informed consent the judge has not
   * accepted (`errorData`: the ConsentDue, its version and text, for the consent screen).
   */
  consentRequired: 90450,
  /** Palate's own (consent): an acceptance of a version of the text that is no longer the publication's. */
  consentChanged: 90451,
  /** Palate's own (consent): the judge withdrew their consent: the run is closed to them. */
  consentWithdrawn: 90452,
  /** Palate's own: the desktop or Android host embedding the client does not answer its bridge. */
  hostNotAnswering: 90503,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** An expected failure of a call: the code the client translates, a plain message, data. */
export class CallError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = `Error ${code}`;
    this.code = code;
    this.data = data;
  }

  /** The spec's generic error `errorDataStr`: the data as JSON text, empty without data. */
  get errorDataStr(): string {
    return this.data === undefined ? '' : JSON.stringify(this.data);
  }
}
