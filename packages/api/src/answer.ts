import * as v from 'valibot';
import { isPlainObject } from './bytes.ts';
import { decodeResponseWithReason } from './envelope.ts';
import { ControllerError } from './errors.ts';
import { safeWarn, type Logger } from './ports.ts';
import { describeIssue, type DropReport, type DropSink } from './schema/lists.ts';

/** What reading an answer needs from the client. */
export interface AnswerDeps {
  readonly passphrase: string;
  readonly crypto: Crypto;
  readonly logger: Logger;
  /** The bound on a compressed answer's plaintext (the envelope's default when absent). */
  readonly maxInflatedBytes?: number;
}

/** How an action's answer is validated (a schema per call, so list drops reach this call's log). */
export interface AnswerSpec<T> {
  readonly action: string;
  readonly answer: (sink: DropSink) => v.GenericSchema<unknown, T>;
  /** Validated in place of an empty body, for answers the spec does not show (may be empty). */
  readonly emptyAnswer?: unknown;
}

const MAX_ISSUES = 5;

function dropLine(action: string, reports: readonly DropReport[]): string {
  const parts = reports.map((r) => {
    const reasons = [r.invalid > 0 ? `${r.invalid} invalid` : '', r.duplicates > 0 ? `${r.duplicates} duplicate` : '']
      .filter(Boolean)
      .join(', ');
    const problem = r.firstProblem === undefined ? '' : `; first: ${r.firstProblem}`;
    return `dropped ${r.invalid + r.duplicates} of ${r.total} ${r.list} (${reasons}${problem})`;
  });
  return `[lobby/api] ${action}: ${parts.join('; ')}`;
}

/** Decodes (plain or envelope) and validates a 2xx body; a typed `decode`/`invalid`/`auth` error otherwise. */
export async function readAnswer<T>(spec: AnswerSpec<T>, body: string, deps: AnswerDeps): Promise<T> {
  const { action } = spec;
  const decoded =
    body.trim() === '' && spec.emptyAnswer !== undefined
      ? { value: spec.emptyAnswer }
      : await decodeResponseWithReason(body, deps.passphrase, deps);
  if (!('value' in decoded)) {
    throw new ControllerError({ kind: 'decode', action, message: `${action}: the answer could not be decoded (${decoded.reason})` });
  }
  const raw = decoded.value;
  const reports: DropReport[] = [];
  const result = v.safeParse(
    spec.answer((report) => reports.push(report)),
    raw,
  );
  if (!result.success) {
    // Some PHP controllers answer 200 with the error body the protocol gives to a 401.
    if (isPlainObject(raw) && raw.error === 'auth_required') {
      throw new ControllerError({ kind: 'auth', action, message: `${action}: login required` });
    }
    const issues = result.issues.slice(0, MAX_ISSUES).map(describeIssue);
    throw new ControllerError({ kind: 'invalid', action, message: `${action}: unexpected answer (${issues[0] ?? 'no detail'})`, issues });
  }
  if (reports.length > 0) safeWarn(deps.logger, dropLine(action, reports));
  return result.output;
}
