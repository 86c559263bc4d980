import { describe, expect, it } from 'vitest';
import {
  CALLS_WITHOUT_MEMBER_TOKEN,
  CALL_ACCESS,
  CallError,
  ErrorCode,
  calls,
  isCallPath,
  readEnvelope,
  takesMemberToken,
  token,
} from '../src/index.ts';

const TOKEN = 'judge-token-0123456789';
const runPost = calls['run/post'].request;

/** A judge on screen 3 posts two answers and moves on. */
function post(): Record<string, unknown> {
  return {
    tk: TOKEN,
    se: 'session-42',
    postId: '3f1c9a52-7d4e-4b8a-9c1e-5a2b6d7e8f90',
    position: 3,
    answers: [
      { controlId: 'liking', value: 7 },
      { controlId: 'comment', text: 'a bit too salty' },
    ],
    moving: 'next',
  };
}

function rejects(change: (request: Record<string, unknown>) => void): boolean {
  const request = post();
  change(request);
  return !runPost.safeParse(request).success;
}

describe('run/post request', () => {
  it('accepts a judge’s answers for a screen', () => {
    expect(runPost.parse(post())).toEqual(post());
  });

  it('keeps the judge on the screen when no move is given', () => {
    expect(runPost.parse({ ...post(), moving: undefined }).moving).toBe('stay');
    const withoutMoving = post();
    delete withoutMoving.moving;
    expect(runPost.parse(withoutMoving).moving).toBe('stay');
  });

  it.each(['next', 'prev', 'stay'])('accepts the move %s', (moving) => {
    expect(runPost.parse({ ...post(), moving }).moving).toBe(moving);
  });

  it('rejects an unknown move', () => {
    expect(rejects((r) => (r.moving = 'end'))).toBe(true);
  });

  it.each(['', 'post-1', '3f1c9a52-7d4e-4b8a-9c1e-5a2b6d7e8f9', '3f1c9a527d4e4b8a9c1e5a2b6d7e8f90', 42])(
    'rejects the post id %j, which is not a UUID',
    (postId) => {
      expect(rejects((r) => (r.postId = postId))).toBe(true);
    },
  );

  it.each([-1, 1.5, '3'])('rejects the screen position %j', (position) => {
    expect(rejects((r) => (r.position = position))).toBe(true);
  });

  it('accepts the first screen, position 0', () => {
    expect(rejects((r) => (r.position = 0))).toBe(false);
  });

  it('rejects a post without a session, or with an empty one', () => {
    expect(rejects((r) => delete r.se)).toBe(true);
    expect(rejects((r) => (r.se = ''))).toBe(true);
    expect(rejects((r) => (r.se = 'x'.repeat(65)))).toBe(true);
  });

  it.each([['7'], [null], [true], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'rejects an answer whose value is %j',
    (value) => {
      expect(rejects((r) => (r.answers = [{ controlId: 'liking', value }]))).toBe(true);
    },
  );

  it('rejects an answer without a control, and more than 500 answers', () => {
    expect(rejects((r) => (r.answers = [{ value: 3 }]))).toBe(true);
    expect(rejects((r) => (r.answers = [{ controlId: '', value: 3 }]))).toBe(true);
    const many = Array.from({ length: 501 }, (_, i) => ({ controlId: `c${i}`, value: 1 }));
    expect(rejects((r) => (r.answers = many))).toBe(true);
    expect(rejects((r) => (r.answers = many.slice(0, 500)))).toBe(false);
  });

  it('rejects a post without a token', () => {
    expect(rejects((r) => delete r.tk)).toBe(true);
  });
});

describe('members/add request', () => {
  const request = calls['members/add'].request;

  it('adds an anonymous judge: type j, with an optional connection and user agent', () => {
    expect(request.safeParse({ type: 'j' }).success).toBe(true);
    expect(request.safeParse({ type: 'j', conn: 'booth 4', ua: 'Mozilla/5.0' }).success).toBe(true);
  });

  it.each([{}, { type: 'u' }, { type: 'J' }, { type: 'judge' }])('refuses %j: only judges are added', (body) => {
    expect(request.safeParse(body).success).toBe(false);
  });
});

describe('token', () => {
  it('is 16 to 128 characters long', () => {
    expect(token.safeParse('x'.repeat(15)).success).toBe(false);
    expect(token.safeParse('x'.repeat(16)).success).toBe(true);
    expect(token.safeParse('x'.repeat(128)).success).toBe(true);
    expect(token.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('is enforced by every authenticated call', () => {
    const check = calls['members/check'].request;
    expect(check.safeParse({ tk: 'short' }).success).toBe(false);
    expect(check.safeParse({ tk: TOKEN, updTk: true }).success).toBe(true);
    expect(calls['run/terminate'].request.safeParse({ tk: 'short', se: 'session-42' }).success).toBe(false);
  });

  it("is sent by the judges' app with exactly the calls whose access asks for it", () => {
    const withoutToken = Object.entries(CALL_ACCESS)
      .filter(([, access]) => !takesMemberToken(access))
      .map(([path]) => path);
    expect([...CALLS_WITHOUT_MEMBER_TOKEN].sort()).toEqual(withoutToken.sort());
  });
});

describe('other requests', () => {
  it('run/moveTo needs a natural destination', () => {
    const moveTo = calls['run/moveTo'].request;
    expect(moveTo.safeParse({ tk: TOKEN, se: 's', dest: 0 }).success).toBe(true);
    expect(moveTo.safeParse({ tk: TOKEN, se: 's', dest: -1 }).success).toBe(false);
    expect(moveTo.safeParse({ tk: TOKEN, se: 's' }).success).toBe(false);
  });

  it('run/reqStart needs a block', () => {
    const reqStart = calls['run/reqStart'].request;
    expect(reqStart.safeParse({ tk: TOKEN, block: 'b1' }).success).toBe(true);
    expect(reqStart.safeParse({ tk: TOKEN, block: '' }).success).toBe(false);
  });

  it('knows its own paths and nothing inherited', () => {
    expect(isCallPath('run/post')).toBe(true);
    expect(isCallPath('run/unknown')).toBe(false);
    expect(isCallPath('constructor')).toBe(false);
  });
});

describe('response envelope', () => {
  it('accepts a success with a refreshed token and its life in seconds', () => {
    const success = { errorType: 0, errorMsg: '', tk: TOKEN, tkl: 3600 };
    expect(readEnvelope(success)).toEqual(success);
  });

  it('accepts a failure with data and no token', () => {
    const failure = { errorType: 3402, errorMsg: 'Tray number missing', errorData: { min: 1, max: 12 } };
    expect(readEnvelope(failure)).toEqual(failure);
  });

  it.each([
    ['no errorType', { errorMsg: '' }],
    ['no errorMsg', { errorType: 0 }],
    ['a fractional errorType', { errorType: 0.5, errorMsg: '' }],
    ['a textual errorType', { errorType: '0', errorMsg: '' }],
    ['a fractional token life', { errorType: 0, errorMsg: '', tkl: 1.5 }],
    ['a numeric token', { errorType: 0, errorMsg: '', tk: 12 }],
    ['no object at all', 'Bad gateway'],
    ['null', null],
  ])('rejects an answer with %s', (_, body) => {
    expect(readEnvelope(body)).toBeNull();
  });
});

describe('ErrorCode', () => {
  /** Section 8 of the product spec, for the names the catalogue gives. */
  const SPEC: Partial<Record<keyof typeof ErrorCode, number>> = {
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
    websiteInvalid: 50101,
    databaseConnect: 50110,
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
    tdsChanged: 9050,
    tcataChanged: 9051,
    timeIntensityChanged: 9052,
    synchronisationChanged: 9053,
    sslLibrary: 50102,
    connectionModeNotAllowed: 50155,
    webModeNotAllowed: 50156,
    databaseModeNotAllowed: 50157,
  };

  it.each(Object.entries(SPEC))('%s is %i, as in the spec catalogue', (name, code) => {
    expect(ErrorCode[name as keyof typeof ErrorCode]).toBe(code);
  });

  it('gives every code a distinct number', () => {
    const values = Object.values(ErrorCode);
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps Palate’s own codes at 90000 and above, clear of the spec’s numbers', () => {
    const own = Object.entries(ErrorCode).filter(([name]) => !(name in SPEC));
    expect(own.map(([name]) => name).sort()).toEqual([
      'bookingDeadlinePassed',
      'consentChanged',
      'consentRequired',
      'consentWithdrawn',
      'hostNotAnswering',
      'internalError',
      'invalidRequest',
      'invitationsClosed',
      'libraryProductUnknown',
      'mailNotRetriable',
      'mailNotSetUp',
      'mailUnsubscribed',
      'movedTooEarly',
      'noBooking',
      'previousBlockUnfinished',
      'slotFull',
      'slotStarted',
      'slotUnknown',
      'tooManyRequests',
      'unknownCall',
    ]);
    for (const [, code] of own) expect(code).toBeGreaterThanOrEqual(90000);
  });
});

describe('CallError', () => {
  it('carries the code and data, and is named "Error {code}" as the spec says', () => {
    const error = new CallError(ErrorCode.trayNumberHigh, 'Tray number too high', { max: 12 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('Error 3404');
    expect(error.code).toBe(3404);
    expect(error.data).toEqual({ max: 12 });
    expect(error.message).toBe('Tray number too high');
  });

  it('gives its data as text (errorDataStr), empty without data', () => {
    expect(new CallError(ErrorCode.trayNumberHigh, 'high', { min: 1, max: 12 }).errorDataStr).toBe(
      '{"min":1,"max":12}',
    );
    expect(new CallError(ErrorCode.noSession, 'No session').errorDataStr).toBe('');
  });
});
