import type { JsonAnswer } from "../../lib/json-request";

/**
 * A save's answer, a refusal because someone else saved first (409) carrying `detail` in the
 * screen's words instead of the server's, so the form says what to do about it.
 */
export function withStaleDetail<T>(answer: JsonAnswer<T>, detail: string): JsonAnswer<T> {
  if (!answer.ok && answer.status === 409 && answer.body) return { ...answer, body: { ...answer.body, detail } };
  return answer;
}
