import type { PushMensagem } from '@lunna/contract';
import type { PushResult, PushSender, PushTarget } from './push';

export type SentPush = { target: PushTarget; message: PushMensagem };

/** The push adapter of the tests: records what would have been sent and answers what the test chose. */
export type FakePushSender = PushSender & {
  readonly sent: SentPush[];
  /** What the push service answers for this endpoint from now on (default: sent, 201). */
  answer(endpoint: string, result: PushResult): void;
};

/** A real P-256 public key (browsers refuse anything else as `applicationServerKey`); the fake signs nothing with it. */
const FAKE_PUBLIC_KEY =
  'BAEDJSouMityyhzJhsDU95jWeAiwGcG2XFpDl9H79760jh4bc2qBdc9fXtfh0WzMVgqyfXQEd-h5xO4HdqCg_BY';

export function createFakePushSender(publicKey = FAKE_PUBLIC_KEY): FakePushSender {
  const sent: SentPush[] = [];
  const answers = new Map<string, PushResult>();
  return {
    publicKey,
    sent,
    answer(endpoint, result) {
      answers.set(endpoint, result);
    },
    async send(target, message) {
      sent.push({ target, message });
      return answers.get(target.endpoint) ?? { status: 'sent', statusCode: 201 };
    },
  };
}
