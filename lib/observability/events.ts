import { logger } from './logger';
import { metrics } from './metrics';

/**
 * The notable events the services count (and some log), as one call each. Every label is from a
 * bounded set the caller has already checked (an engine's game id and level, a rule name, a known
 * event type): never a player's value, key, play id or address.
 */
export type PlayMode = 'daily' | 'practice';
export type PlayOutcome = 'won' | 'lost';

export function playStarted(game: string, mode: PlayMode): void {
  metrics().playsStarted.inc({ game, mode });
}

export function playFinished(game: string, outcome: PlayOutcome): void {
  metrics().playsFinished.inc({ game, outcome });
}

/** A win held as pending by fair play (too fast, quick moves, help shown nearby). */
export function resultHeld(game: string, level: string, reason: string): void {
  metrics().heldResults.inc({ game, reason });
  logger().info({ event: 'result-held', game, level, reason }, 'a result was held for review');
}

/** A rule name as written in code: a bucket's subject part (a hash) never reaches a label. */
const RULE_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The rule a rate-limit bucket (`<rule>:<hashed subject>`) counts for, or 'other'. */
export function ruleOfBucket(bucket: string): string {
  const rule = bucket.split(':', 1)[0] ?? '';
  return bucket.includes(':') && RULE_NAME.test(rule) ? rule : 'other';
}

export function rateLimitRefused(rule: string): void {
  const label = RULE_NAME.test(rule) ? rule : 'other';
  metrics().rateLimitRefusals.inc({ rule: label });
  logger().info({ event: 'rate-limit-refused', rule: label }, 'a rate limit refused a request');
}

/** One webhook delivery's outcome; `type` is the event type when it is a known one, else 'other'. */
export function webhookReceived(type: string, outcome: string): void {
  metrics().webhookEvents.inc({ type, outcome });
  logger().info({ event: 'webhook', type, outcome }, 'a webhook was received');
}
