import { createControllerClient } from '../client.ts';
import { encryptBody } from './envelope-fixture.ts';
import { fakeFetch, instantSleep, json, recordingLogger, text, type Handler } from './fake-fetch.ts';

const PASSPHRASE = 'route-client-passphrase';

/** The origin route clients talk to. */
export const ORIGIN = 'http://casino.test';

/**
 * A client whose fake server answers `answer` to every request, recording requests and logs.
 * Arrays go out as envelopes: a plain body must be a JSON object, so only the envelope carries them.
 */
export function routeClient(answer: unknown | Handler) {
  const handler: Handler =
    typeof answer === 'function'
      ? (answer as Handler)
      : async () => (Array.isArray(answer) ? text(await encryptBody(answer, PASSPHRASE)) : json(answer));
  const fake = fakeFetch(handler);
  const { lines, logger } = recordingLogger();
  const client = createControllerClient({
    endpoint: ORIGIN,
    passphrase: PASSPHRASE,
    fetch: fake.fetch,
    logger,
    sleep: instantSleep().sleep,
    isOnline: () => true,
  });
  const only = () => {
    if (fake.requests.length !== 1) throw new Error(`expected one request, saw ${fake.requests.length}`);
    const request = fake.requests[0];
    if (request === undefined) throw new Error('no request');
    return { ...request, path: request.url.slice(ORIGIN.length), form: Object.fromEntries(new URLSearchParams(request.body ?? '')) };
  };
  return { client, requests: fake.requests, lines, only };
}
