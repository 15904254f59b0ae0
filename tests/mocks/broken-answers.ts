// Mock answers that broke their procedure's output schema, kept for the test setup to fail the
// test with: over HTTP the message is lost in msw's plain 500, and it is a bug in the test, not
// a state of the app. A module of its own so the setup does not load the router to read it.
const brokenAnswers: string[] = [];

export function reportBrokenAnswer(message: string): void {
  brokenAnswers.push(message);
}

/** The messages reported since the last call. */
export function takeBrokenAnswers(): string[] {
  return brokenAnswers.splice(0);
}
